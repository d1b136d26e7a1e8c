import { formatRate } from '@/utils/admin-format';

/** Stat cards over the loaded page: total attempts and the mean success rate (one decimal). */
export function pageStats(items: { total_attempts: number; success_rate: number }[]) {
  const attempts = items.reduce((s, c) => s + (c.total_attempts ?? 0), 0);
  const mean = items.length ? items.reduce((s, c) => s + (c.success_rate ?? 0), 0) / items.length : 0;
  return { attempts, averageRate: formatRate(mean) };
}
