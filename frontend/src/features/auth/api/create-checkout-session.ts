import { api } from '@/lib/api-client';

export type CheckoutInput = {
  plan_id: number;
  billing_cycle: 'monthly' | 'annual';
  success_url: string;
  cancel_url: string;
};

export const createCheckoutSession = (input: CheckoutInput) =>
  api.post<{ checkout_url?: string | null }>('/subscriptions/create-checkout-session', input);
