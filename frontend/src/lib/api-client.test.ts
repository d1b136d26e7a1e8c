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

  it('sends PUT, PATCH and DELETE with their method, and no body where there is none', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({}), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await client.put('/admin/challenges/{id}/unarchive', undefined, { params: { id: 4 } });
    await client.patch('/admin/feedback/{id}', { status: 'resolved' }, { params: { id: 5 } });
    await client.delete('/admin/attempts/{id}', { params: { id: 6 } });
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
      ['PUT', '/api/v1/admin/challenges/4/unarchive', undefined],
      ['PATCH', '/api/v1/admin/feedback/5', JSON.stringify({ status: 'resolved' })],
      ['DELETE', '/api/v1/admin/attempts/6', undefined],
    ]);
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
      // @ts-expect-error feedback has no status 'done'
      void client.patch('/admin/feedback/{id}', { status: 'done' }, { params: { id: 1 } });
      // @ts-expect-error DELETE is not a method of the challenges list
      void client.delete('/admin/challenges/list');
    };
    expect(typeof never).toBe('function');
  });
});
