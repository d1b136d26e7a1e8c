import type { SqlConcept } from '../../generator.constants';
import { AGGREGATION } from './aggregation';
import { BASIC_SELECT } from './basic-select';
import { CASE_WHEN } from './case-when';
import { CTES } from './ctes';
import { DATES } from './dates';
import { FILTERING } from './filtering';
import { HAVING } from './having';
import { JOINS } from './joins';
import { NULL_HANDLING } from './null-handling';
import { SET_OPERATIONS } from './set-operations';
import { STRING_FUNCTIONS } from './string-functions';
import type { QuestionTemplate } from './template';
import { SUBQUERIES } from './subqueries';
import { WINDOW_FUNCTIONS } from './window-functions';

export const CONCEPT_TEMPLATES: Record<SqlConcept, QuestionTemplate[]> = {
  basic_select: BASIC_SELECT,
  filtering: FILTERING,
  joins: JOINS,
  aggregation: AGGREGATION,
  having: HAVING,
  subqueries: SUBQUERIES,
  ctes: CTES,
  window_functions: WINDOW_FUNCTIONS,
  dates: DATES,
  case_when: CASE_WHEN,
  null_handling: NULL_HANDLING,
  set_operations: SET_OPERATIONS,
  string_functions: STRING_FUNCTIONS,
};
