import { describeSampleCheck } from './sample-check';
import { HR_FAIRNESS } from './hr';

/**
 * Every hand-written fairness case of the hr challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 */
describeSampleCheck('hr', HR_FAIRNESS);
