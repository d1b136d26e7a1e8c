export const GRADER = Symbol('GRADER');
