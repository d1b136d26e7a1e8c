import { catalogueContent } from '../../backend/src/catalogue/content';
import { type CatalogueChallenge } from '../../backend/src/catalogue/domain/catalogue-challenge';

export type DemoChallenge = CatalogueChallenge;

/** Every challenge of content/ (the files that load; `npm run content -- lint` reports the others). */
export const CATALOGUE: CatalogueChallenge[] = catalogueContent().challenges;

/**
 * The first 48 hand-written challenges (six per industry, sessions 1–4). The tests with hand-written
 * right and wrong answers per challenge (fairness, alternatives) cover these; the content lint
 * validates the whole catalogue.
 */
export const FIRST_CATALOGUE_SLUGS = [
  'ecommerce-affordable-home-kitchen', 'ecommerce-customers-without-orders', 'ecommerce-category-revenue', 'ecommerce-orders-above-own-average', 'ecommerce-customer-value-segments', 'ecommerce-top-products-per-category',
  'finance-large-q1-withdrawals', 'finance-account-balances', 'finance-matched-transfers', 'finance-running-balance', 'finance-dormant-accounts', 'finance-monthly-cash-flow',
  'gaming-january-international-players', 'gaming-spend-by-country', 'gaming-player-win-rates', 'gaming-top-scorer-lost', 'gaming-early-retention', 'gaming-longest-win-streak',
  'healthcare-senior-patients', 'healthcare-cardiology-schedule', 'healthcare-no-show-rate', 'healthcare-follow-up-visits', 'healthcare-visit-gaps', 'healthcare-age-band-utilisation',
  'hr-recent-mid-band-hires', 'hr-department-headcount', 'hr-earning-more-than-manager', 'hr-top-salaries-per-department', 'hr-managers-with-strong-teams', 'hr-org-span-of-control',
  'logistics-in-transit-shipments', 'logistics-warehouse-volume', 'logistics-carrier-on-time-rate', 'logistics-costliest-per-warehouse', 'logistics-rolling-shipped-weight', 'logistics-carrier-transit-times',
  'marketing-big-social-email-campaigns', 'marketing-ctr-and-cpc', 'marketing-webinar-only-leads', 'marketing-week-over-week-clicks', 'marketing-roas-by-channel', 'marketing-revenue-pareto',
  'saas-free-email-domains', 'saas-mrr-by-plan', 'saas-account-mrr-seats', 'saas-fully-active-accounts', 'saas-plan-changes', 'saas-monthly-mrr-movements',
] as const;

const first = new Set<string>(FIRST_CATALOGUE_SLUGS);
export const DEMO_CHALLENGES: CatalogueChallenge[] = CATALOGUE.filter((c) => first.has(c.slug));
