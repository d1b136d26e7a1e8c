/** The learner context's public module: what other wings may use of it (they never import its folders). */
export { learnerDate } from './domain';
