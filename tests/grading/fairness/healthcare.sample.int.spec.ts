import { describeSampleCheck } from './sample-check';
import { HEALTHCARE_FAIRNESS } from './healthcare';

/**
 * Every hand-written fairness case of the healthcare challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 *
 * HIDDEN holds small hand-made datasets (SQL run after the challenge's schema_setup) that show the cases are
 * what they claim: every right one still matches the reference on each of them, and every wrong one differs
 * from the reference on at least one of them (so a good hidden-dataset engine can reject it).
 */
const HIDDEN: Record<string, string[]> = {
  'healthcare-senior-patients': [
    `INSERT INTO patients VALUES (101, 'Zed Old', '1950-03-01', 'M', 'York'), (102, 'Amy Old', '1950-03-01', 'F', 'York'), (103, 'B', '1950-02-01', 'F', 'York'), (104, 'C', '1959-01-10', 'F', 'York')`,
  ],
  'healthcare-cardiology-schedule': [
    `INSERT INTO doctors VALUES (101, 'Dr. X', 'Cardiothoracic Surgery');
     INSERT INTO appointments VALUES (101, 1, 101, '2024-03-10', 'completed', 100), (102, 1, 1, '2023-03-15', 'completed', 100)`,
    `INSERT INTO appointments VALUES (202, 2, 1, '2024-03-06', 'completed', 100), (201, 3, 2, '2024-03-06', 'completed', 100), (203, 4, 1, '2024-03-19', 'completed', 100)`,
  ],
  'healthcare-no-show-rate': [
    `INSERT INTO appointments SELECT 100 + g, 1, 4, '2024-06-01', CASE WHEN g <= 2 THEN 'no_show' ELSE 'completed' END, 100 FROM generate_series(1, 9) g`,
    `INSERT INTO appointments VALUES (101, 1, 4, '2024-06-01', 'no_show', 100), (102, 1, 4, '2024-06-02', 'completed', 100), (103, 1, 4, '2024-06-02', 'completed', 100), (104, 1, 1, '2024-06-02', 'completed', 100), (105, 1, 2, '2024-06-02', 'completed', 100)`,
    `INSERT INTO doctors VALUES (101, 'Dr. N', 'Neurology');
     INSERT INTO appointments VALUES (101, 8, 1, '2024-06-01', 'no_show', 100), (102, 3, 101, '2024-06-02', 'cancelled', 100)`,
  ],
  'healthcare-follow-up-visits': [
    `INSERT INTO appointments VALUES (101, 3, 7, '2024-01-02', 'completed', 10), (102, 3, 7, '2024-02-02', 'completed', 10),
       (103, 2, 6, '2024-01-20', 'completed', 10), (104, 3, 7, '2024-04-20', 'no_show', 10)`,
  ],
  'healthcare-visit-gaps': [
    `INSERT INTO appointments VALUES (101, 1, 1, '2024-01-20', 'completed', 10)`,
  ],
  'healthcare-age-band-utilisation': [
    `UPDATE appointments SET status = 'cancelled' WHERE patient_id IN (5, 9)`,
    `INSERT INTO patients VALUES (101, 'Teen', '2006-03-25', 'F', 'York');
     INSERT INTO appointments VALUES (101, 101, 3, '2024-03-20', 'completed', 80), (102, 16, 5, '2024-07-19', 'completed', 60)`,
  ],
};

describeSampleCheck('healthcare', HEALTHCARE_FAIRNESS, HIDDEN);
