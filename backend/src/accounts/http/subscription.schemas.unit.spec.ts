import { features, FEATURE_LABELS } from '../domain/plan-features';
import { PLAN_SEED } from '../application/plan-seed';
import { isReturnUrl } from './subscription.schemas';

test('return URLs: paths on this origin or http(s) URLs only', () => {
  for (const ok of ['/subscribe', '/dashboard?x=1', 'https://sqldaily.example/dashboard', 'http://localhost:3000/subscribe']) expect([ok, isReturnUrl(ok)]).toEqual([ok, true]);
  for (const bad of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'ftp://x.example/', 'subscribe', 'https://user:pw@x.example/', '']) {
    expect([bad, isReturnUrl(bad)]).toEqual([bad, false]);
  }
});

test('every plan carries every known feature flag; Individual Pro is plan 1 with the fallback numbers', () => {
  for (const p of PLAN_SEED) expect(Object.keys(p.features).sort()).toEqual(Object.keys(FEATURE_LABELS).sort());
  const pro = PLAN_SEED.find((p) => p.id === 1)!;
  expect(pro).toMatchObject({ name: 'Individual Pro', planType: 'individual', originalMonthly: 9.99, originalAnnual: 99.99, betaDiscount: 50, maxUsers: 1, isRecommended: true });
  expect(Object.entries(pro.features).filter(([, on]) => on).map(([f]) => f)).toEqual([
    'unlimited_challenges',
    'leaderboard_access',
    'progress_tracking',
    'streak_tracking',
    'performance_analytics',
    'email_support',
  ]);
  expect(PLAN_SEED.filter((p) => p.isRecommended)).toHaveLength(1);
  expect(features([]).sso).toBe(false);
});
