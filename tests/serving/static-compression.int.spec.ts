import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import compression from 'compression';
import { IMMUTABLE, serveFrontend } from '../../backend/src/platform/http/static-frontend';

/** Issue 16, serving: precompressed twins by Accept-Encoding, immutable hashed assets, index.html revalidated. */
let dir: string;
let server: http.Server;
let base: string;

const JS = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const HTML = `<!doctype html><html><head><script src="/assets/index-AbCdEf12.js"></script></head><body>${'<p>hi</p>'.repeat(300)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (rel: string, text: string) => {
    writeFileSync(path.join(dir, rel), text);
    writeFileSync(path.join(dir, `${rel}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${rel}.gz`), gzipSync(text));
  };
  write('assets/index-AbCdEf12.js', JS);
  write('index.html', HTML);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  const app = express();
  app.use('/api/v1', compression({ threshold: 1024 }));
  app.get('/api/v1/big', (_req, res) => res.json({ rows: Array.from({ length: 200 }, (_, i) => ({ i, text: 'row' })) }));
  app.get('/api/v1/small', (_req, res) => res.json({ ok: true }));
  serveFrontend(app, dir);
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, acceptEncoding?: string, accept = '*/*'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${url}`, { headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('a hashed asset: brotli when accepted, else gzip, else plain; immutable for a year', async () => {
  const br = await get('/assets/index-AbCdEf12.js', 'gzip, deflate, br');
  expect([br.status, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([200, 'br', IMMUTABLE]);
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(br.body).toString()).toBe(JS);
  expect(br.body.length).toBeLessThan(JS.length / 10);

  const gz = await get('/assets/index-AbCdEf12.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(JS);

  const plain = await get('/assets/index-AbCdEf12.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(JS);
});

test('index.html, directly or for a client route, is compressed and revalidated on every load', async () => {
  for (const url of ['/index.html', '/dashboard', '/challenge/12']) {
    const page = await get(url, 'br, gzip', 'text/html');
    expect([url, page.status, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([url, 200, 'br', 'no-cache']);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.body).toString()).toBe(HTML);
  }
  const plain = await get('/dashboard', undefined, 'text/html');
  expect(plain.body.toString()).toBe(HTML);
});

test('an unhashed file keeps a short cache; API answers over 1 KB are compressed, small ones are not', async () => {
  expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('public, max-age=3600');
  const big = await get('/api/v1/big', 'gzip');
  expect(big.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(big.body).toString()).rows).toHaveLength(200);
  const small = await get('/api/v1/small', 'gzip');
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
});
