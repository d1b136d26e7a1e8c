import { api } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type CheckoutInput = {
  plan_id: number;
  billing_cycle: 'monthly' | 'annual';
  success_url: string;
  cancel_url: string;
};

export const createCheckoutSession = (input: CheckoutInput) =>
  api.post<ApiSchema<'CheckoutSession'>>('/subscriptions/create-checkout-session', input);
