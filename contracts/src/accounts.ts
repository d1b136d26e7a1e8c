/**
 * Published contract of the accounts context, version 1: `subscription-<userId>` streams record
 * checkout requests (payment itself is not built, DESIGN.md §7). Accounts and users are plain tables.
 */
export const subscriptionStream = (userId: number) => `subscription-${userId}`;

export interface CheckoutRequested {
  type: 'CheckoutRequested';
  data: {
    userId: number;
    planId: number;
    planName: string;
    billingCycle: 'monthly' | 'annual';
    price: number;
    currency: string;
    successUrl: string;
    cancelUrl: string;
  };
}

export type AccountsEvent = CheckoutRequested;
export const ACCOUNTS_EVENT_TYPES = ['CheckoutRequested'] as const satisfies ReadonlyArray<AccountsEvent['type']>;
export const ACCOUNTS_CONTRACT = { context: 'accounts', version: 1, streamPrefix: 'subscription-', eventTypes: ACCOUNTS_EVENT_TYPES } as const;
