import { describeSampleCheck } from './sample-check';
import { MARKETING_FAIRNESS } from './marketing';

/**
 * Every hand-written fairness case of the marketing challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 */
describeSampleCheck('marketing', MARKETING_FAIRNESS);
