import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, fillRoute } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('the typed API client', () => {
  it('fills a route\'s parameters, encoded, and refuses a missing one', () => {
    expect(fillRoute('/challenges/{id}/submit', { id: 7 })).toBe('/challenges/7/submit');
    expect(fillRoute('/admin/events/streams/{streamId}', { streamId: 'learner-1/x' })).toBe('/admin/events/streams/learner-1%2Fx');
    expect(() => fillRoute('/challenges/{id}/submit', {})).toThrow('missing route parameter id');
    expect(fillRoute('/challenges/history', {}, { limit: 20, offset: 0, status: undefined })).toBe('/challenges/history?limit=20&offset=0');
  });

  it('sends the body to the filled route under the API prefix', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await client.post('/challenges/{id}/test', { sql_query: 'SELECT 1' }, { params: { id: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/challenges/3/test');
    expect(init.body).toBe(JSON.stringify({ sql_query: 'SELECT 1' }));
  });

  it('types routes, parameters and bodies from the generated paths (checked by tsc)', () => {
    const never = () => {
      // @ts-expect-error not a route of the API
      void client.get('/no/such/route');
      // @ts-expect-error a route with {id} needs its params
      void client.get('/challenges/{id}/hints');
      // @ts-expect-error the test body is { sql_query }
      void client.post('/challenges/{id}/test', { sql: 'SELECT 1' }, { params: { id: 1 } });
      // @ts-expect-error history takes limit and offset, not page
      void client.get('/challenges/history', { query: { page: 2 } });
    };
    expect(typeof never).toBe('function');
  });
});
