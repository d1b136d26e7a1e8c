/**
 * The fourth held-out fairness set (issue 32) reuses the mistake classes of the second: the classes the
 * issue lists, and the semantic error classes of Brass & Goldberg (2006) and Taipalus, Siponen &
 * Vartiainen (2018) that apply to one SELECT.
 */
export { MISTAKE_CLASSES, type MistakeClass, type HoldoutWrong, type HoldoutCase, type HoldoutCases } from '../holdout2/types';
