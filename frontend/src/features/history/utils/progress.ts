import { type HistoryItem } from '../api/get-history';

export type EloPoint = { date: string; elo: number; title: string };
export type CategoryRecord = { category: string; attempted: number; solved: number; points: number };

/** ELO after each resolved challenge, oldest first, starting from the first elo_before. */
export function eloSeries(items: HistoryItem[]): EloPoint[] {
  const sorted = [...items].filter((i) => i.elo_after != null).sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length === 0) return [];
  const first = sorted[0];
  const points: EloPoint[] = first.elo_before != null ? [{ date: 'Start', elo: first.elo_before, title: 'Starting rating' }] : [];
  for (const item of sorted) points.push({ date: item.date, elo: item.elo_after as number, title: item.challenge_title });
  return points;
}

export function categoryRecords(items: HistoryItem[]): CategoryRecord[] {
  const map = new Map<string, CategoryRecord>();
  for (const item of items) {
    const category = item.category?.trim() || 'Uncategorized';
    const rec = map.get(category) ?? { category, attempted: 0, solved: 0, points: 0 };
    rec.attempted += 1;
    rec.solved += item.is_correct ? 1 : 0;
    rec.points += item.points_earned ?? 0;
    map.set(category, rec);
  }
  return [...map.values()].sort((a, b) => b.attempted - a.attempted || a.category.localeCompare(b.category));
}
