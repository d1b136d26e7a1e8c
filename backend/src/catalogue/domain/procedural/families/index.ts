import type { Industry } from '../../generator.constants';
import type { Family } from '../family';
import { ECOMMERCE } from './ecommerce';
import { FINANCE } from './finance';
import { GAMING } from './gaming';
import { HEALTHCARE } from './healthcare';
import { HR } from './hr';
import { LOGISTICS } from './logistics';
import { MARKETING } from './marketing';
import { SAAS } from './saas';

export const FAMILIES: Record<Industry, Family> = {
  ecommerce: ECOMMERCE,
  finance: FINANCE,
  saas: SAAS,
  healthcare: HEALTHCARE,
  logistics: LOGISTICS,
  hr: HR,
  marketing: MARKETING,
  gaming: GAMING,
};
