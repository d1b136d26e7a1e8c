import { type HoldoutCases } from './types';

const neverTaken = (cond: string, order = 'c.department, c.code'): string =>
  `SELECT c.code, c.title, c.department FROM courses c WHERE ${cond} ORDER BY ${order}`;

const rerun = (cond: string, distinct = ''): string =>
  `SELECT ${distinct}s.id AS sample_id, s.sample_code, s.project FROM samples s WHERE ${cond} ORDER BY s.id`;
const FAILED = "EXISTS (SELECT 1 FROM runs r WHERE r.sample_id = s.id AND r.status = 'failed')";
const NO_OK = "NOT EXISTS (SELECT 1 FROM runs r WHERE r.sample_id = s.id AND r.status = 'ok')";

/** Second held-out set (issue 32), education and science: written from the challenge text alone, before any grading run. */
export const EDUCATION_SCIENCE: HoldoutCases = {
  'education-courses-never-taken': {
    right: [
      `SELECT c.code, c.title, c.department FROM courses c LEFT JOIN enrollments e ON e.course_id = c.id
       WHERE e.id IS NULL ORDER BY 3, 1`,
      // course_id is NOT NULL, so NOT IN cannot meet a NULL here
      neverTaken('c.id NOT IN (SELECT course_id FROM enrollments)'),
      `SELECT code, title, department FROM courses
       WHERE id IN (SELECT id FROM courses EXCEPT SELECT course_id FROM enrollments)
       ORDER BY department, code`,
    ],
    wrong: [
      { sql: neverTaken('NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.grade IS NOT NULL)'), why: 'an enrollment still in progress (NULL grade) counts as an enrollment', cls: 'null-handling' },
      { sql: neverTaken("NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.term = '2024-FA')"), why: 'no enrollment in any term, not only in the latest one', cls: 'status-filter' },
      { sql: neverTaken('c.id NOT IN (SELECT e.course_id FROM students s LEFT JOIN enrollments e ON e.student_id = s.id)'), why: 'a student without enrollments gives a NULL course_id, and NOT IN over a NULL is never true', cls: 'not-in-null' },
      { sql: neverTaken('NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = c.id)'), why: 'the subquery matches enrollments on the student id instead of the course id', cls: 'wrong-join-key' },
      {
        sql: `SELECT c.code, c.title, c.department FROM courses c LEFT JOIN enrollments e ON e.course_id = c.id
              GROUP BY c.id, c.code, c.title, c.department HAVING COUNT(*) = 0 ORDER BY c.department, c.code`,
        why: 'COUNT(*) over a LEFT JOIN is never 0',
        cls: 'count-col-vs-star',
      },
      { sql: neverTaken('NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id)', "split_part(c.code, '-', 1), c.code"), why: 'ordered by the department column, not by a prefix of the course code', cls: 'type-from-code' },
      { sql: neverTaken('NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id)', 'c.department, c.title'), why: 'courses of one department are ordered by code, not title', cls: 'tie-break' },
    ],
  },
  'science-samples-needing-rerun': {
    right: [
      `SELECT s.id AS sample_id, s.sample_code, s.project FROM samples s JOIN runs r ON r.sample_id = s.id
       GROUP BY s.id, s.sample_code, s.project
       HAVING COUNT(*) FILTER (WHERE r.status = 'failed') > 0 AND COUNT(*) FILTER (WHERE r.status = 'ok') = 0
       ORDER BY 1`,
      rerun("s.id IN (SELECT sample_id FROM runs WHERE status = 'failed') AND s.id NOT IN (SELECT sample_id FROM runs WHERE status = 'ok')"),
      `SELECT s.id AS sample_id, s.sample_code, s.project FROM samples s
       WHERE s.id IN (SELECT sample_id FROM runs WHERE status = 'failed' EXCEPT SELECT sample_id FROM runs WHERE status = 'ok')
       ORDER BY s.id`,
    ],
    wrong: [
      { sql: rerun(`${FAILED} AND NOT EXISTS (SELECT 1 FROM runs r WHERE r.sample_id = s.id AND r.status IN ('ok', 'aborted'))`), why: 'aborted runs count as neither; an aborted run does not stop a rerun', cls: 'status-filter' },
      {
        sql: `SELECT s.id AS sample_id, s.sample_code, s.project FROM samples s JOIN runs r ON r.sample_id = s.id
              WHERE r.status = 'failed' AND ${NO_OK} ORDER BY s.id`,
        why: 'a sample with two failed runs is listed twice; each sample once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT s.id AS sample_id, s.sample_code, s.project FROM samples s JOIN runs r ON r.sample_id = s.id
              WHERE r.status <> 'ok' GROUP BY s.id, s.sample_code, s.project
              HAVING COUNT(*) FILTER (WHERE r.status = 'failed') > 0 ORDER BY s.id`,
        why: "the WHERE removes the ok runs before the group can see them, so a sample with an ok run is listed",
        cls: 'having-vs-where',
      },
      {
        sql: `SELECT sample_id, sample_code, project FROM (
                SELECT DISTINCT ON (s.id) s.id AS sample_id, s.sample_code, s.project, r.status
                FROM samples s JOIN runs r ON r.sample_id = s.id WHERE r.status <> 'aborted'
                ORDER BY s.id, r.started_at DESC) t
              WHERE status = 'failed' ORDER BY sample_id`,
        why: 'looks only at the latest run; a sample measured ok earlier and failed later needs no rerun',
        cls: 'wrong-aggregate',
      },
      {
        sql: `SELECT DISTINCT s.id AS sample_id, s.sample_code, s.project FROM samples s JOIN runs r ON r.sample_id = s.id
              WHERE r.status = 'failed'
                AND NOT EXISTS (SELECT 1 FROM runs r2 WHERE r2.sample_id = s.id AND r2.instrument_id = r.instrument_id AND r2.status = 'ok')
              ORDER BY s.id`,
        why: 'checks for an ok run on the same instrument only; an ok run on any instrument is enough',
        cls: 'group-granularity',
      },
      { sql: rerun(NO_OK), why: 'samples that were never run (or only aborted) are listed; a failed run is required', cls: 'incomplete-predicate' },
    ],
  },
};
