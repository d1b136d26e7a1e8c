import { DateTime } from 'luxon';
import { isKnownTimeZone } from '../../kernel/time-zones';

/** DESIGN.md §7: initial ELO from the comfort level the learner chose (intermediate by default). */
export const INITIAL_ELO: Record<SqlComfortLevel, number> = {
  beginner: 1000,
  intermediate: 1200,
  advanced: 1400,
  expert: 1600,
};

export interface BetaTerms {
  isBetaUser: boolean;
  hasLifetimeAccess: boolean;
  trialEnd: string;
}

/** The first `betaSpots` learners keep lifetime access; everyone registered during the beta is a beta user. */
export function betaTerms(learnersBefore: number, now: Date, timezone: string, betaSpots: number, trialDays: number): BetaTerms {
  return {
    isBetaUser: true,
    hasLifetimeAccess: learnersBefore < betaSpots,
    trialEnd: DateTime.fromJSDate(now).setZone(timezone).plus({ days: trialDays }).toISODate() ?? '',
  };
}

export function isValidTimeZone(tz: string): boolean {
  return tz.length <= 64 && isKnownTimeZone(tz);
}

export type SqlComfortLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';
