import { describeSampleCheck } from './sample-check';
import { GAMING_FAIRNESS } from './gaming';

/**
 * Every hand-written fairness case of the gaming challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 */
describeSampleCheck('gaming', GAMING_FAIRNESS);
