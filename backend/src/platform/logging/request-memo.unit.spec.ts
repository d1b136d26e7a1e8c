import type { NextFunction, Request, Response } from 'express';
import { recallFromRequest, rememberForRequest, requestContext } from './request-context';

const quiet = { info: () => {}, debug: () => {} };
const fakeRequest = () => ({ get: () => undefined, method: 'GET', path: '/x' }) as unknown as Request;
const fakeResponse = () => ({ setHeader: () => {}, on: () => {}, writeHead: () => {} }) as unknown as Response;

/** Runs `work` inside a request context as the middleware sets one up for each HTTP request. */
function inRequest<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    requestContext(quiet)(fakeRequest(), fakeResponse(), (() => work().then(resolve, reject)) as NextFunction);
  });
}

it('a value remembered while serving a request is recalled later in the same request, across awaits', async () => {
  const got = await inRequest(async () => {
    rememberForRequest('caller-row:7', { id: 7 });
    await new Promise((r) => setTimeout(r, 5));
    return recallFromRequest<{ id: number }>('caller-row:7');
  });
  expect(got).toEqual({ id: 7 });
});

it('another request, and code outside any request, recall nothing', async () => {
  await inRequest(async () => rememberForRequest('caller-row:8', { id: 8 }));
  expect(await inRequest(async () => recallFromRequest('caller-row:8'))).toBeUndefined();
  rememberForRequest('caller-row:9', { id: 9 });
  expect(recallFromRequest('caller-row:9')).toBeUndefined();
});
