import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

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

/** Serves the built client on the API's origin, with index.html for every client-side route. */
export function serveFrontend(app: Express, distDir = path.join(repoRoot(), 'frontend', 'dist')): void {
  const index = path.join(distDir, 'index.html');
  app.use(express.static(distDir, { index: false, maxAge: '1h', setHeaders: noCacheForHtml }));
  app.use(/^(?!\/api(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (fs.existsSync(index)) return res.sendFile(index);
    res.type('html').send(FALLBACK_PAGE);
  });
}

function noCacheForHtml(res: Response, file: string): void {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
