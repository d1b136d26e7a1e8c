import type { ApiSchema } from '@/api/types';

/** Attempt filters (spec §5) and their mapping to POST /admin/attempts/search. */

export const ATTEMPTS_PAGE_SIZE = 20;

export type AttemptFilters = {
  userId: string;
  challengeId: string;
  /** '' all, 'true' correct, 'false' incorrect. */
  result: '' | 'true' | 'false';
  dateFrom: string;
  dateTo: string;
};

export const emptyFilters = (): AttemptFilters => ({ userId: '', challengeId: '', result: '', dateFrom: '', dateTo: '' });

export type AttemptSearchRequest = ApiSchema<'SearchAttemptsDto'>;

/** Integers only; empty (or unreadable) means no filter. */
function parseId(value: string): number | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number.parseInt(trimmed, 10);
  return Number.isFinite(n) ? n : undefined;
}

/** limit 20, offset 20 × (page − 1); only the filters that are set are sent. */
export function toSearchRequest(filters: AttemptFilters, page: number, pageSize = ATTEMPTS_PAGE_SIZE): AttemptSearchRequest {
  const request: AttemptSearchRequest = { limit: pageSize, offset: pageSize * (Math.max(1, page) - 1) };
  const userId = parseId(filters.userId);
  const challengeId = parseId(filters.challengeId);
  if (userId !== undefined) request.user_id = userId;
  if (challengeId !== undefined) request.challenge_id = challengeId;
  if (filters.result === 'true') request.is_correct = true;
  if (filters.result === 'false') request.is_correct = false;
  if (filters.dateFrom) request.date_from = filters.dateFrom;
  if (filters.dateTo) request.date_to = filters.dateTo;
  return request;
}

export function hasFilters(filters: AttemptFilters): boolean {
  return Object.values(filters).some((v) => v !== '');
}

/** 'Showing x to y of z attempts' (x is 0 when there are none). */
export function showingText(page: number, pageSize: number, shown: number, total: number): string {
  const from = total === 0 || shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : (page - 1) * pageSize + shown;
  return `Showing ${from} to ${to} of ${total} attempts`;
}

export function totalPages(total: number, pageSize = ATTEMPTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Page p of n'. */
export function pageText(page: number, total: number, pageSize = ATTEMPTS_PAGE_SIZE): string {
  return `Page ${page} of ${totalPages(total, pageSize)}`;
}
