import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';

const factor = z.number().describe('share of a correct answer’s points kept: 1 − 0.2 per revealed hint');

/** GET /challenges/{id}/hints: what is revealed of a challenge the learner was given, and what the next hint costs. */
export const HintsStatusSchema = answer(
  'HintsStatus',
  z.object({
    total: z.number().int().describe('hints the challenge has (0 to 3)'),
    revealed: z.array(z.object({ index: z.number().int().describe('1 for the first hint'), hint: z.string() })),
    remaining: z.number().int(),
    points_factor: factor,
    next_points_factor: factor.nullable().describe('the factor after revealing the next hint; null when none is left'),
    cost_per_hint: z.number().describe('share of the points each hint takes (0.2)'),
    can_reveal: z.boolean().describe('a hint is left and the day is not resolved'),
  }),
);

/** POST /challenges/{id}/hints: the next hint of the learner's day (HintRevealed). */
export const RevealedHintSchema = answer(
  'RevealedHint',
  z.object({
    hint: z.string(),
    index: z.number().int().describe('1 for the first hint'),
    remaining: z.number().int(),
    points_factor: factor,
    next_points_factor: factor.nullable(),
    cost_per_hint: z.number(),
  }),
);
