import express, { type NextFunction, type Request, type Response } from 'express';
import { nulBytePath } from './nul-bytes';

const parseJson = express.json({ limit: '2mb', strict: true });

/** JSON bodies, with body-parser's own failures answered as `{ detail }` before Nest rewraps them. */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (err?: unknown) => {
    if (!err) {
      const nul = nulBytePath(req.body);
      if (nul) return void res.status(400).json({ detail: `Text must not contain NUL characters (\\u0000): ${nul.replace(/^body\.?/, '') || 'the body'}` });
      return next();
    }
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.parse.failed') return void res.status(400).json({ detail: 'Malformed JSON in request body' });
    if (e.type === 'entity.too.large') return void res.status(413).json({ detail: 'Request body is too large (2 MB at most)' });
    if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') {
      return void res.status(415).json({ detail: 'Request body must be UTF-8 JSON' });
    }
    if (typeof e.status === 'number' && e.status < 500) return void res.status(e.status).json({ detail: 'Bad request body' });
    next(err);
  });
}
