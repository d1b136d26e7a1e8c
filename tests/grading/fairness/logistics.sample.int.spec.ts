import { describeSampleCheck } from './sample-check';
import { LOGISTICS_FAIRNESS } from './logistics';

/**
 * Every hand-written fairness case of the logistics challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 */
describeSampleCheck('logistics', LOGISTICS_FAIRNESS);
