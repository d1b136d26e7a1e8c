import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

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
  plan_id: z.number().int().positive('must be a plan id').max(2147483647, 'must be a plan id'),
  billing_cycle: z.enum(BILLING_CYCLES, { error: 'must be monthly or annual' }),
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export type CheckoutRequest = z.output<typeof CheckoutSchema>;
export class CheckoutDto extends createZodDto(CheckoutSchema) {}
