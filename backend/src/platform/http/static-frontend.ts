import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { type Express, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** The repository root, found from wherever this file runs (sources under ts-jest or dist/). */
export function repoRoot(from = __dirname): string {
  let dir = from;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'frontend', 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SQL Daily</title></head>
<body><h1>SQL Daily</h1><p>The API is running under <a href="/api/docs">/api/docs</a>.
The web client has not been built: run <code>npm run build:frontend</code>.</p></body></html>`;

/** Vite's content-hashed output: a new build gets new names, so these may be cached for good. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client on the API's origin, with index.html for every client-side route. The build
 * writes brotli and gzip twins of every text asset (frontend/vite.config.ts); the one the browser's
 * Accept-Encoding prefers is sent (brotli first). Hashed assets are immutable for a year; index.html is
 * revalidated on every load so a new build is picked up at once.
 */
export function serveFrontend(app: Express, distDir = path.join(repoRoot(), 'frontend', 'dist')): void {
  const index = path.join(distDir, 'index.html');
  const statics = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, maxAge: '1h', setHeaders: cacheHeaders },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // the API's paths are never files; a path that is not valid percent-encoding is not a file either
    // (express-static-gzip would answer it with an HTML 400): both go on to the routes, which answer JSON
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    statics(req, res, () => next());
  });
  app.use(/^(?!\/api(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (!fs.existsSync(index)) return res.type('html').send(FALLBACK_PAGE);
    const encoding = req.acceptsEncodings('br', 'gzip');
    const twin = encoding === 'br' ? `${index}.br` : encoding === 'gzip' ? `${index}.gz` : undefined;
    if (twin && fs.existsSync(twin)) {
      res.setHeader('Content-Encoding', encoding as string);
      res.type('html');
      return res.sendFile(twin);
    }
    res.sendFile(index);
  });
}

function cacheHeaders(res: ServerResponse, file: string): void {
  const original = file.replace(/\.(br|gz)$/, '');
  if (original.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED_ASSET.test(original)) res.setHeader('Cache-Control', IMMUTABLE);
}
