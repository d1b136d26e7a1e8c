import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';
import { MAX_ROW_ID } from '../../platform/http/row-id';
import { FEATURE_LABELS, type FeatureFlag } from '../domain/plan-features';

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Where the payment page may send the browser back: a path on this origin, or an http(s) URL. */
export function isReturnUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
  } catch {
    return false;
  }
}

const returnUrl = z
  .string()
  .trim()
  .min(1, 'field required')
  .max(2000, 'must be at most 2000 characters')
  .refine(isReturnUrl, 'must be a path on this site (/subscribe) or an http(s) URL');

export const CheckoutSchema = z.strictObject({
  plan_id: z.number().int().positive('must be a plan id').max(MAX_ROW_ID, 'must be a plan id'),
  billing_cycle: z.enum(BILLING_CYCLES, { error: 'must be monthly or annual' }),
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export type CheckoutRequest = z.output<typeof CheckoutSchema>;
export class CheckoutDto extends createZodDto(CheckoutSchema) {}

/* ---- Answers ---- */

const FLAGS = Object.keys(FEATURE_LABELS) as FeatureFlag[];

/** Every feature flag a plan card can show (true or false); each flag's description is its label (spec §9). */
export const PlanFeaturesSchema = answer(
  'PlanFeatures',
  z.object(Object.fromEntries(FLAGS.map((f) => [f, z.boolean().describe(FEATURE_LABELS[f])])) as Record<FeatureFlag, z.ZodBoolean>),
);

/** A plan as the subscribe page reads it (spec §3); prices in USD. */
export const PlanSchema = answer(
  'Plan',
  z.object({
    id: z.number().int(),
    name: z.string(),
    plan_type: z.string().describe('individual, enterprise or other'),
    original_price_monthly: z.number(),
    original_price_annual: z.number(),
    actual_price_monthly: z.number(),
    actual_price_annual: z.number(),
    beta_discount: z.number().describe('percent'),
    max_users: z.number().int().nullable(),
    features: PlanFeaturesSchema,
    stripe_price_id_monthly: z.string().nullable(),
    stripe_price_id_annual: z.string().nullable(),
    is_recommended: z.boolean(),
  }),
);

export const CurrentSubscriptionSchema = answer(
  'CurrentSubscription',
  z.object({
    has_subscription: z.boolean(),
    is_beta_user: z.boolean(),
    plan_name: z.string().optional().describe('only when subscribed'),
    billing_cycle: z.string().nullable().optional(),
    status: z.string().nullable().optional(),
  }),
);

/** Payment is not built: no checkout page, so checkout_url is null and detail says why. */
export const CheckoutSessionSchema = answer('CheckoutSession', z.object({ checkout_url: z.string().nullable(), detail: z.string() }));
