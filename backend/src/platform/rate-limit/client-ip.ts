import type { Request } from 'express';

/** The caller's address as Express resolved it (honouring `trust proxy` for loopback proxies only). */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
