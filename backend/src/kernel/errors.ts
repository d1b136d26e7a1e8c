import { HttpException, HttpStatus } from '@nestjs/common';

/** HttpExceptions whose body is already `{ detail }`. */
export const badRequest = (detail: string) => new HttpException({ detail }, HttpStatus.BAD_REQUEST);
export const unauthorized = (detail: string) => new HttpException({ detail }, HttpStatus.UNAUTHORIZED);
export const forbidden = (detail: string) => new HttpException({ detail }, HttpStatus.FORBIDDEN);
export const notFound = (detail: string) => new HttpException({ detail }, HttpStatus.NOT_FOUND);
export const conflict = (detail: string) => new HttpException({ detail }, HttpStatus.CONFLICT);

export function tooManyRequests(retryAfterSeconds: number, detail?: string): HttpException {
  const e = new HttpException(
    { detail: detail ?? `Too many requests. Try again in ${retryAfterSeconds} seconds.` },
    HttpStatus.TOO_MANY_REQUESTS,
  );
  (e as unknown as { headers: Record<string, string> }).headers = { 'Retry-After': String(retryAfterSeconds) };
  return e;
}
export const serviceUnavailable = (detail: string) => new HttpException({ detail }, HttpStatus.SERVICE_UNAVAILABLE);
