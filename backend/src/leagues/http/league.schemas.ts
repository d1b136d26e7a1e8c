import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { LEAGUE_TIERS } from '../../../../contracts/src';
import { answer } from '../../platform/http/api-answer';

const Tier = z.enum(LEAGUE_TIERS);

export const LeagueMemberSchema = answer(
  'LeagueMember',
  z.object({ rank: z.number().int(), user_id: z.number().int(), username: z.string().nullable(), weekly_points: z.number().int(), is_current_user: z.boolean() }),
);

/**
 * The caller's league this ISO week. A learner not placed yet (no resolved day this week) gets their
 * tier, an empty cohort, null cut-offs, `placed: false` and a message: not a 404.
 */
export const CurrentLeagueSchema = answer(
  'CurrentLeague',
  z.object({
    tier: Tier,
    week: z.string(),
    week_start: z.string(),
    /** When the week closes (Monday 00:00 UTC of the next week). */
    week_ends_at: z.string(),
    placed: z.boolean(),
    cohort: z.array(LeagueMemberSchema),
    /** Ranks ≤ this move up a tier at the week's end (null: none, e.g. in Diamond). */
    promotion_cutoff: z.number().int().nullable(),
    /** Ranks ≥ this move down a tier (null: none, e.g. in Bronze or a small cohort). */
    demotion_cutoff: z.number().int().nullable(),
    message: z.string().nullable(),
  }),
);
export type CurrentLeague = z.infer<typeof CurrentLeagueSchema>;

export const CloseLeagueWeekSchema = z.strictObject({
  /** ISO week label (2026-W48); the week before the current one when absent. */
  week: z.string().trim().regex(/^\d{4}-W\d{2}$/, 'week must be an ISO week such as 2026-W48').optional(),
});
export class CloseLeagueWeekDto extends createZodDto(CloseLeagueWeekSchema) {}

export const LeagueWeekCloseSchema = answer(
  'LeagueWeekClose',
  z.object({
    week: z.string(),
    /** True when this request closed the week; false when it was closed already (nothing was appended). */
    closed: z.boolean(),
    learners: z.number().int(),
    promoted: z.number().int(),
    demoted: z.number().int(),
  }),
);
