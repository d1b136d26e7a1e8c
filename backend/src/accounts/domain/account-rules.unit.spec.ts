import { betaTerms, INITIAL_ELO, isValidTimeZone } from './account-rules';

test('initial ELO follows the comfort level', () => {
  expect(INITIAL_ELO).toEqual({ beginner: 1000, intermediate: 1200, advanced: 1400, expert: 1600 });
});

test('the first BETA_SPOTS learners get lifetime access, everyone is a beta user', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  expect(betaTerms(99, now, 'UTC', 100, 7)).toEqual({ isBetaUser: true, hasLifetimeAccess: true, trialEnd: '2026-03-08' });
  expect(betaTerms(100, now, 'UTC', 100, 7).hasLifetimeAccess).toBe(false);
});

test('the trial ends 7 days after registration in the learner’s own calendar', () => {
  const lateUtc = new Date('2026-03-01T23:30:00Z'); // already 2 March in Tokyo, still 1 March in Los Angeles
  expect(betaTerms(0, lateUtc, 'Asia/Tokyo', 100, 7).trialEnd).toBe('2026-03-09');
  expect(betaTerms(0, lateUtc, 'America/Los_Angeles', 100, 7).trialEnd).toBe('2026-03-08');
});

test('time zones are checked against the IANA database', () => {
  expect(isValidTimeZone('Europe/Paris')).toBe(true);
  expect(isValidTimeZone('UTC')).toBe(true);
  expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  expect(isValidTimeZone('x'.repeat(100))).toBe(false);
});
