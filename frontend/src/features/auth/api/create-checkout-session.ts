import { client } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

export type CheckoutInput = ApiSchema<'CheckoutDto'>;

export const createCheckoutSession = (input: CheckoutInput): Promise<ApiSchema<'CheckoutSession'>> =>
  client.post('/subscriptions/create-checkout-session', input);
