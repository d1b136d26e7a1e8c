import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { routeLabel } from '../http/route-label';
import { httpDuration, metricsText } from './metrics';

/** Times every request; the route label is the matched pattern (`/api/v1/challenges/:id/submit`), never the raw path. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const stop = httpDuration.startTimer();
  res.on('finish', () => {
    stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) });
  });
  next();
}

export async function serveMetrics(_req: Request, res: Response): Promise<void> {
  const { contentType, body } = await metricsText();
  res.setHeader('Cache-Control', 'no-store');
  res.type(contentType).send(body);
}

/** The public port without METRICS_PUBLIC: a plain 404 (not the client's page), saying where the metrics are. */
export function metricsNotHere(_req: Request, res: Response): void {
  res.status(404).json({ detail: 'Not found: /metrics is served on METRICS_PORT' });
}

export interface ProbeSource {
  live(): unknown;
  ready(): Promise<{ status: string }>;
}

/**
 * The worker's and projector's own port (METRICS_PORT): `/metrics`, `/health/live`, `/health/ready`,
 * the same answers as the API's. A port already taken is reported and skipped: probes are optional.
 */
export function startProbeServer(port: number, host: string, probes: ProbeSource, warn: (line: string) => void): http.Server {
  const server = http.createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    const path = (req.url ?? '/').split('?')[0];
    const answer = async (): Promise<void> => {
      if (path === '/metrics') {
        const m = await metricsText();
        return send(200, m.contentType, m.body);
      }
      if (path === '/health/live' || path === '/api/v1/health/live') return send(200, 'application/json', JSON.stringify(probes.live()));
      if (path === '/health/ready' || path === '/api/v1/health/ready') {
        const report = await probes.ready();
        return send(report.status === 'ready' ? 200 : 503, 'application/json', JSON.stringify(report));
      }
      send(404, 'application/json', JSON.stringify({ detail: 'Not found: this port serves /metrics, /health/live and /health/ready' }));
    };
    answer().catch(() => send(500, 'application/json', JSON.stringify({ detail: 'probe failed' })));
  });
  server.on('error', (err) => warn(`metrics and probes not served on port ${port}: ${err.message}`));
  server.listen(port, host);
  return server;
}
