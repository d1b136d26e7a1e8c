import { text } from '../sql';
import { type Guidance } from './guidance';

/** Hints and explanations for the healthcare demo challenges (../healthcare.ts). */
export const HEALTHCARE_GUIDANCE: Record<string, Guidance> = {
  'healthcare-senior-patients': {
    hints: [
      'Being 65 or older on a date is the same as being born on or before a certain date. Work out that cut-off date first.',
      'Date arithmetic does it: `DATE \'2024-01-01\' - INTERVAL \'65 years\'` is the latest birth date that qualifies. For the age column, PostgreSQL\'s `age(later, earlier)` counts whole years, months and days.',
      'Filter with `birth_date <= DATE \'2024-01-01\' - INTERVAL \'65 years\'`; compute `EXTRACT(YEAR FROM age(DATE \'2024-01-01\', birth_date))::int`; sort by `birth_date, id`.',
    ],
    approach: text(`
      Someone is at least 65 on 2024-01-01 exactly when they were born on or before 1959-01-01, so the filter compares \`birth_date\` with \`DATE '2024-01-01' - INTERVAL '65 years'\`, and the birthday itself is included by \`<=\`. For the age, \`age(DATE '2024-01-01', birth_date)\` returns an interval in calendar years, months and days, and its year part is the number of completed years, taking leap years and exact birthdays into account. Sorting by birth date puts the oldest first.
    `),
    solution: text(`
      SELECT id, full_name, birth_date,
             -- completed calendar years on 2024-01-01
             EXTRACT(YEAR FROM age(DATE '2024-01-01', birth_date))::int AS age
      FROM patients
      -- born on or before 1959-01-01; the 65th birthday itself counts
      WHERE birth_date <= DATE '2024-01-01' - INTERVAL '65 years'
      -- oldest first; id breaks ties between equal birth dates
      ORDER BY birth_date, id;
    `),
    mistakes: [
      '**Counting years as 365 days**, `(DATE \'2024-01-01\' - birth_date) / 365`. Leap days add up, so someone whose 65th birthday is a few days after 2024-01-01 already comes out as 65. Use `age()` or an interval, which follow the calendar.',
      '**Ordering by age instead of birth date**, `ORDER BY age DESC, id`. Two patients who are both 70 are then ordered by id, although the one born earlier in the year should come first.',
    ],
  },
  'healthcare-cardiology-schedule': {
    hints: [
      'The appointment has the date and status, but the names and the specialty live in other tables. Connect them first, then filter.',
      'Join `appointments` to `patients` and to `doctors` on their ids, and give the two `full_name` columns different aliases. `BETWEEN` includes both end dates.',
      'Filter `d.specialty = \'Cardiology\' AND a.appt_date BETWEEN DATE \'2024-03-01\' AND DATE \'2024-04-30\'`, do not filter on status, and sort by `a.appt_date, a.id`.',
    ],
    approach: text(`
      Each appointment points to one patient and one doctor, so two inner joins bring in the names and the specialty. Both tables have a \`full_name\` column, so alias them as \`patient_name\` and \`doctor_name\`. Then filter on the exact specialty and on the date range (both ends included). The text wants appointments of any status, so there is no status filter. Sort by date and then id so that several visits on one day come out in a fixed order.
    `),
    solution: text(`
      -- two full_name columns, so each gets its own alias
      SELECT a.id AS appointment_id, a.appt_date, p.full_name AS patient_name, d.full_name AS doctor_name, a.status
      FROM appointments a
      JOIN patients p ON p.id = a.patient_id
      JOIN doctors d ON d.id = a.doctor_id
      -- the exact specialty; any status is kept
      WHERE d.specialty = 'Cardiology'
        AND a.appt_date BETWEEN DATE '2024-03-01' AND DATE '2024-04-30'
      ORDER BY a.appt_date, a.id;
    `),
    mistakes: [
      '**Using a prefix pattern for the specialty**, `d.specialty LIKE \'Cardio%\'`. It also matches "Cardiothoracic Surgery", which is a different specialty.',
      '**Filtering on the month number only**, `EXTRACT(MONTH FROM a.appt_date) IN (3, 4)`. It keeps March and April of every year, but the text gives the dates 2024-03-01 to 2024-04-30.',
    ],
  },
  'healthcare-no-show-rate': {
    hints: [
      'Remove cancelled appointments first, then for each specialty you need two counts: all remaining appointments and the no-shows among them.',
      'Join `appointments` to `doctors`, `GROUP BY d.specialty`, and count the no-shows with `COUNT(*) FILTER (WHERE a.status = \'no_show\')`. Write `100.0` to avoid integer division.',
      'Use `WHERE a.status <> \'cancelled\'`, then `ROUND(100.0 * COUNT(*) FILTER (WHERE a.status = \'no_show\') / COUNT(*), 2)`, sorted by `no_show_pct DESC, d.specialty`.',
    ],
    approach: text(`
      Drop cancelled appointments in \`WHERE\`, join to \`doctors\` for the specialty and group by it. \`COUNT(*)\` is the number booked, and \`COUNT(*) FILTER (WHERE ...)\` counts only the no-shows within the same group. For the percentage, multiply by \`100.0\` before dividing: with two integers, \`3 / 8\` would be 0 in PostgreSQL. An inner join from \`appointments\` means specialties without remaining appointments simply do not appear.
    `),
    solution: text(`
      SELECT d.specialty,
             COUNT(*) AS booked,
             -- counts only the rows of the group that match the filter
             COUNT(*) FILTER (WHERE a.status = 'no_show') AS no_shows,
             -- 100.0 makes the division decimal, not integer
             ROUND(100.0 * COUNT(*) FILTER (WHERE a.status = 'no_show') / COUNT(*), 2) AS no_show_pct
      FROM appointments a
      JOIN doctors d ON d.id = a.doctor_id
      -- cancelled appointments are not part of "booked"
      WHERE a.status <> 'cancelled'
      GROUP BY d.specialty
      ORDER BY no_show_pct DESC, d.specialty;
    `),
    mistakes: [
      '**Counting patients instead of appointments**, `COUNT(DISTINCT a.patient_id) FILTER (WHERE a.status = \'no_show\')`. A patient who missed two appointments counts once, but the text counts appointments with status `no_show`.',
      '**Breaking ties by the wrong column**, e.g. `ORDER BY no_show_pct DESC, booked DESC`. Two specialties with the same rate must be ordered by `specialty` ascending.',
    ],
  },
  'healthcare-follow-up-visits': {
    hints: [
      'For each completed appointment you need to know whether a matching later appointment exists. You do not need to return the later one.',
      'Use `EXISTS` with a correlated subquery on `appointments` again (a second alias), matching the same patient and the same doctor. Adding an integer to a `date` moves it by that many days.',
      'Inside `EXISTS`: `f.patient_id = a.patient_id AND f.doctor_id = a.doctor_id AND f.status = \'completed\' AND f.appt_date BETWEEN a.appt_date + 1 AND a.appt_date + 30`.',
    ],
    approach: text(`
      Keep each completed appointment for which another appointment of the right kind **exists**. \`EXISTS\` with a correlated subquery asks exactly that, and it returns each outer appointment once, however many follow-ups it has (a join would repeat it). The follow-up must belong to the same patient and doctor, be completed too, and fall 1 to 30 days later. For a \`date\`, \`appt_date + 1\` is the next day, so \`BETWEEN a.appt_date + 1 AND a.appt_date + 30\` excludes the same day and includes day 30.
    `),
    solution: text(`
      SELECT a.id AS appointment_id, a.patient_id, a.doctor_id, a.appt_date
      FROM appointments a
      WHERE a.status = 'completed'
        -- each appointment is listed once, however many follow-ups it has
        AND EXISTS (
          SELECT 1
          FROM appointments f
          -- same patient, same doctor, also completed
          WHERE f.patient_id = a.patient_id
            AND f.doctor_id = a.doctor_id
            AND f.status = 'completed'
            -- 1 to 30 days later; date + integer adds days
            AND f.appt_date BETWEEN a.appt_date + 1 AND a.appt_date + 30
        );
    `),
    mistakes: [
      '**Using "within a month"**, `f.appt_date <= a.appt_date + INTERVAL \'1 month\'`. After a January visit that allows 31 days, after a February one only 29, but the text says 1 to 30 days.',
      '**Leaving out one of the conditions on the follow-up**, e.g. not requiring the same doctor, or not requiring `f.status = \'completed\'`. A visit to another doctor, or a no-show with the same doctor, would then count as a follow-up.',
    ],
  },
  'healthcare-visit-gaps': {
    hints: [
      'Each visit needs its position in the patient\'s history and the date of the visit before it. Both come from looking at a patient\'s visits in date order.',
      'Window functions: `ROW_NUMBER()` numbers the visits, `LAG(appt_date)` gives the previous date. Use the same window, `PARTITION BY patient_id ORDER BY appt_date, id`.',
      'Filter `status = \'completed\'`, define `WINDOW w AS (PARTITION BY patient_id ORDER BY appt_date, id)`, then `appt_date - LAG(appt_date) OVER w` (date minus date is an integer).',
    ],
    approach: text(`
      Restrict to completed appointments, then look at each patient's visits in order with one window: \`PARTITION BY patient_id ORDER BY appt_date, id\`. \`ROW_NUMBER()\` over it gives the visit number, and \`LAG(appt_date)\` the previous visit's date, which is \`NULL\` for the first visit. Subtracting one \`date\` from another gives an integer number of days, and \`NULL\` stays \`NULL\`. Because \`WHERE\` runs before window functions, cancelled visits never enter the numbering.
    `),
    solution: text(`
      SELECT patient_id,
             id AS appointment_id,
             appt_date,
             ROW_NUMBER() OVER w AS visit_number,
             -- date minus date is a whole number of days; NULL for the first visit
             appt_date - LAG(appt_date) OVER w AS days_since_previous
      FROM appointments
      -- filtered before the window functions run
      WHERE status = 'completed'
      -- each patient's visits in date order, id on the same day
      WINDOW w AS (PARTITION BY patient_id ORDER BY appt_date, id)
      ORDER BY patient_id, visit_number;
    `),
    mistakes: [
      '**Numbering the visits in id order**, `PARTITION BY patient_id ORDER BY id`. A visit recorded later with an earlier date (a back-dated entry) gets the wrong number, and the day gaps around it are wrong, even negative.',
      '**Sorting the output by appointment id**, `ORDER BY patient_id, id`. With correct numbers the rows still come out of order when ids do not follow dates; the text sorts by `patient_id, visit_number`.',
    ],
  },
  'healthcare-age-band-utilisation': {
    hints: [
      'Compute each completed visit\'s patient age on the appointment date first; then put visits into bands; then summarise per band.',
      'Use `age(a.appt_date, p.birth_date)` for calendar-correct whole years, a `CASE` for the band, `COUNT(DISTINCT patient_id)` for patients and `SUM(SUM(fee)) OVER ()` for the total revenue.',
      'Give each band a sort number in the `CASE` (1 for under 18, 2 for under 40, 3 for under 65, else 4), group by it, turn it into the label in the `SELECT`, and `ORDER BY` the number.',
    ],
    approach: text(`
      The age is taken on each appointment's date, so a patient can move between bands over time. \`EXTRACT(YEAR FROM age(appt_date, birth_date))\` gives the completed years exactly (a 365-day year drifts with leap days). A \`CASE\` tested from the youngest band up assigns the band; using a band number keeps the youngest-to-oldest order easy. Group by band: \`COUNT(*)\` visits, \`COUNT(DISTINCT patient_id)\` patients, \`SUM(fee)\` revenue. The window \`SUM(SUM(fee)) OVER ()\` adds up all bands' revenue, which is the total of all completed appointments.
    `),
    solution: text(`
      -- completed visits with the patient's age on that day
      WITH visits AS (
        SELECT a.patient_id, a.fee,
               EXTRACT(YEAR FROM age(a.appt_date, p.birth_date)) AS age
        FROM appointments a
        JOIN patients p ON p.id = a.patient_id
        WHERE a.status = 'completed'
      ),
      -- a band number that also gives the youngest-to-oldest order
      banded AS (
        SELECT patient_id, fee,
               CASE
                 WHEN age < 18 THEN 1
                 WHEN age < 40 THEN 2
                 WHEN age < 65 THEN 3
                 ELSE 4
               END AS band_order
        FROM visits
      )
      SELECT CASE band_order WHEN 1 THEN '0-17' WHEN 2 THEN '18-39' WHEN 3 THEN '40-64' WHEN 4 THEN '65+' END AS age_band,
             COUNT(*) AS visits,
             COUNT(DISTINCT patient_id) AS patients,
             SUM(fee) AS revenue,
             -- the window adds up the revenue of all bands
             ROUND(100.0 * SUM(fee) / SUM(SUM(fee)) OVER (), 2) AS revenue_share_pct
      FROM banded
      GROUP BY band_order
      ORDER BY band_order;
    `),
    mistakes: [
      '**Counting years as 365 days**, `(a.appt_date - p.birth_date) / 365`. Leap days make a patient a few days before their 18th, 40th or 65th birthday land in the next band already. Comparing days of the year (`EXTRACT(DOY ...)`) fails too, because they shift by one in leap years.',
      '**Always listing all four bands**, e.g. from a `VALUES` list with a `LEFT JOIN`. A band without completed appointments then shows up with 0 visits, but the text returns only bands that have at least one.',
    ],
  },
};
