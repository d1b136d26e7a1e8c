import { describeBlindHoldout } from '../holdout-blind';
import { ADVANCED } from './advanced';
import { BASIC } from './basic';
import { DATA_CHANGING } from './data-changing';
import { HARD } from './hard';
import { INTERMEDIATE } from './intermediate';

/** Issue 32's fourth held-out fairness set (see README.md and ../holdout-blind.ts), run once by the lead. */
describeBlindHoldout({ ordinal: 'fourth', key: 'holdout4', dir: __dirname, cases: { ...BASIC, ...INTERMEDIATE, ...ADVANCED, ...HARD, ...DATA_CHANGING } });
