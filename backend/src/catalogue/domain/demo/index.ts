import { ECOMMERCE_CHALLENGES } from './ecommerce';
import { FINANCE_CHALLENGES } from './finance';
import { GAMING_CHALLENGES } from './gaming';
import { HEALTHCARE_CHALLENGES } from './healthcare';
import { HR_CHALLENGES } from './hr';
import { LOGISTICS_CHALLENGES } from './logistics';
import { MARKETING_CHALLENGES } from './marketing';
import { SAAS_CHALLENGES } from './saas';
import { type DemoChallenge } from './types';

export { DEMO_INDUSTRIES, type DemoChallenge, type DemoIndustry } from './types';

/** The hand-written demo catalogue (one file per industry), seeded idempotently by slug. */
export const DEMO_CHALLENGES: DemoChallenge[] = [
  ...ECOMMERCE_CHALLENGES,
  ...FINANCE_CHALLENGES,
  ...SAAS_CHALLENGES,
  ...HEALTHCARE_CHALLENGES,
  ...LOGISTICS_CHALLENGES,
  ...HR_CHALLENGES,
  ...MARKETING_CHALLENGES,
  ...GAMING_CHALLENGES,
];
