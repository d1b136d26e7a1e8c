import { describe, expect, it } from 'vitest';
import { emptyFilters, hasFilters, pageText, showingText, toSearchRequest, totalPages } from './filters';

describe('attempt filters → search request', () => {
  it('sends only limit and offset without filters', () => {
    expect(toSearchRequest(emptyFilters(), 1)).toEqual({ limit: 20, offset: 0 });
  });

  it('uses offset 20 × (page − 1)', () => {
    expect(toSearchRequest(emptyFilters(), 3)).toMatchObject({ limit: 20, offset: 40 });
    expect(toSearchRequest(emptyFilters(), 0)).toMatchObject({ offset: 0 });
  });

  it('parses ids as integers and drops empty or unreadable ones', () => {
    const r = toSearchRequest({ ...emptyFilters(), userId: ' 42 ', challengeId: '7.9' }, 1);
    expect(r).toMatchObject({ user_id: 42, challenge_id: 7 });
    const none = toSearchRequest({ ...emptyFilters(), userId: 'abc', challengeId: '   ' }, 1);
    expect(none).not.toHaveProperty('user_id');
    expect(none).not.toHaveProperty('challenge_id');
  });

  it("maps the result filter: '' all, 'true' and 'false' to booleans", () => {
    expect(toSearchRequest({ ...emptyFilters(), result: '' }, 1)).not.toHaveProperty('is_correct');
    expect(toSearchRequest({ ...emptyFilters(), result: 'true' }, 1).is_correct).toBe(true);
    expect(toSearchRequest({ ...emptyFilters(), result: 'false' }, 1).is_correct).toBe(false);
  });

  it('passes the dates through when set', () => {
    expect(toSearchRequest({ ...emptyFilters(), dateFrom: '2026-01-01', dateTo: '2026-01-31' }, 2)).toEqual({
      limit: 20,
      offset: 20,
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(emptyFilters())).toBe(false);
    expect(hasFilters({ ...emptyFilters(), result: 'false' })).toBe(true);
  });
});

describe('pagination texts', () => {
  it("'Showing x to y of z attempts'", () => {
    expect(showingText(1, 20, 20, 45)).toBe('Showing 1 to 20 of 45 attempts');
    expect(showingText(3, 20, 5, 45)).toBe('Showing 41 to 45 of 45 attempts');
    expect(showingText(1, 20, 0, 0)).toBe('Showing 0 to 0 of 0 attempts');
  });

  it("'Page p of n' with at least one page", () => {
    expect(pageText(2, 45)).toBe('Page 2 of 3');
    expect(pageText(1, 40)).toBe('Page 1 of 2');
    expect(pageText(1, 0)).toBe('Page 1 of 1');
    expect(totalPages(21)).toBe(2);
  });
});
