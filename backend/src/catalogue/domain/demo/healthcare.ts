import { setup, table, text } from './sql';
import { type DemoChallenge } from './types';
import { HEALTHCARE_GUIDANCE } from './guidance/healthcare';
import { withGuidance } from './guidance/guidance';

const patients = table(
  `CREATE TABLE patients (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  birth_date date NOT NULL,
  sex char(1) NOT NULL,
  city text NOT NULL
);`,
  'patients',
  ['id', 'full_name', 'birth_date', 'sex', 'city'],
  [
    [1, 'Margaret Hill', '1948-05-12', 'F', 'Leeds'],
    [2, 'Arjun Mehta', '1985-09-30', 'M', 'Manchester'],
    [3, 'Beatriz Santos', '1992-02-17', 'F', 'Leeds'],
    [4, 'Samuel Adeyemi', '1956-11-03', 'M', 'Bradford'],
    [5, 'Chloe Martin', '2010-07-21', 'F', 'York'],
    [6, 'Viktor Novak', '1971-03-08', 'M', 'Leeds'],
    [7, 'Fatima Zahra', '1963-12-25', 'F', 'Manchester'],
    [8, 'George Thompson', '1939-08-14', 'M', 'York'],
    [9, 'Lily Evans', '2016-04-02', 'F', 'Leeds'],
    [10, 'Omar Haddad', '1979-06-19', 'M', 'Bradford'],
    [11, 'Rosa Alvarez', '1958-01-30', 'F', 'Manchester'],
    [12, 'Ben Carter', '2001-10-11', 'M', 'York'],
    [13, 'Ingrid Larsen', '1944-09-09', 'F', 'Leeds'],
    [14, 'Kwame Mensah', '1990-05-05', 'M', 'Manchester'],
    [15, 'Peter Doyle', '1959-01-01', 'M', 'Bradford'],
    [16, 'Nora Quinn', '1959-07-20', 'F', 'York'],
    [17, 'Tariq Hussain', '1984-05-13', 'M', 'Leeds'],
  ],
);

const doctors = table(
  `CREATE TABLE doctors (
  id int PRIMARY KEY,
  full_name text NOT NULL,
  specialty text NOT NULL
);`,
  'doctors',
  ['id', 'full_name', 'specialty'],
  [
    [1, 'Dr. Alice Ward', 'Cardiology'],
    [2, 'Dr. Rahul Singh', 'Cardiology'],
    [3, 'Dr. Emily Brooks', 'Pediatrics'],
    [4, 'Dr. Hassan Ali', 'Orthopedics'],
    [5, 'Dr. Sarah Kim', 'General Practice'],
    [6, 'Dr. Tom Baker', 'General Practice'],
    [7, 'Dr. Nina Petrov', 'Dermatology'],
  ],
);

const appointments = table(
  `CREATE TABLE appointments (
  id int PRIMARY KEY,
  patient_id int NOT NULL REFERENCES patients(id),
  doctor_id int NOT NULL REFERENCES doctors(id),
  appt_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('completed', 'cancelled', 'no_show')),
  fee numeric(8,2) NOT NULL
);`,
  'appointments',
  ['id', 'patient_id', 'doctor_id', 'appt_date', 'status', 'fee'],
  [
    [1, 1, 1, '2024-01-08', 'completed', 180],
    [2, 2, 5, '2024-01-09', 'completed', 60],
    [3, 4, 2, '2024-01-11', 'completed', 180],
    [4, 5, 3, '2024-01-15', 'completed', 80],
    [5, 8, 1, '2024-01-18', 'no_show', 180],
    [6, 6, 4, '2024-01-22', 'completed', 150],
    [7, 1, 1, '2024-02-02', 'completed', 180],
    [8, 3, 7, '2024-02-05', 'cancelled', 120],
    [9, 7, 5, '2024-02-07', 'completed', 60],
    [10, 10, 6, '2024-02-12', 'no_show', 60],
    [11, 4, 2, '2024-02-20', 'completed', 180],
    [12, 9, 3, '2024-02-26', 'completed', 80],
    [13, 11, 1, '2024-03-01', 'completed', 180],
    [14, 2, 5, '2024-03-04', 'no_show', 60],
    [15, 13, 2, '2024-03-06', 'completed', 180],
    [16, 6, 4, '2024-03-12', 'completed', 150],
    [17, 12, 7, '2024-03-14', 'completed', 120],
    [18, 8, 1, '2024-03-19', 'completed', 180],
    [19, 14, 6, '2024-03-21', 'completed', 60],
    [20, 11, 1, '2024-03-28', 'completed', 180],
    [21, 3, 7, '2024-04-02', 'completed', 120],
    [22, 7, 4, '2024-04-08', 'cancelled', 150],
    [23, 5, 3, '2024-04-10', 'no_show', 80],
    [24, 13, 2, '2024-04-15', 'completed', 180],
    [25, 10, 6, '2024-04-18', 'completed', 60],
    [26, 1, 5, '2024-04-23', 'completed', 60],
    [27, 4, 1, '2024-05-02', 'completed', 180],
    [28, 14, 7, '2024-05-07', 'no_show', 120],
    [29, 8, 1, '2024-05-09', 'completed', 180],
    [30, 2, 5, '2024-05-13', 'completed', 60],
    [31, 6, 4, '2024-05-20', 'completed', 150],
    [32, 12, 7, '2024-05-24', 'completed', 120],
    [33, 9, 3, '2024-06-03', 'completed', 80],
    [34, 11, 2, '2024-06-06', 'no_show', 180],
    [35, 13, 2, '2024-06-11', 'completed', 180],
    [36, 3, 7, '2024-06-14', 'completed', 120],
    [37, 7, 5, '2024-06-20', 'completed', 60],
    [38, 12, 7, '2024-06-19', 'completed', 120],
    [39, 14, 5, '2024-03-21', 'completed', 60],
    [40, 7, 2, '2024-04-30', 'cancelled', 180],
    [41, 17, 5, '2024-02-12', 'completed', 60],
    [42, 17, 5, '2024-05-13', 'completed', 60],
    [43, 15, 6, '2024-03-18', 'completed', 60],
    [44, 10, 6, '2024-05-18', 'completed', 60],
    [45, 16, 5, '2024-04-01', 'completed', 60],
    [46, 16, 5, '2024-05-02', 'completed', 60],
    [47, 9, 3, '2024-06-03', 'completed', 80],
  ],
);

const CLINIC_DATA = 'A multi-specialty clinic: 17 patients, 7 doctors and 47 appointments from January to June 2024, each completed, cancelled or a no-show, with the fee charged for the visit.';

export const HEALTHCARE_CHALLENGES: DemoChallenge[] = withGuidance([
  {
    slug: 'healthcare-senior-patients',
    industry: 'healthcare',
    title: 'Patients Aged 65 and Over',
    description: text(`
      The clinic is planning a flu-vaccine campaign for seniors.

      List the patients who were **65 or older on 2024-01-01** (a patient born on 1959-01-01 turned 65 that day and is included).

      Return \`id\`, \`full_name\`, \`birth_date\` and \`age\` – the patient's age in whole completed years on 2024-01-01. Order by \`birth_date\` ascending (oldest first), then \`id\`.
    `),
    difficulty_rating: 900,
    estimated_time_minutes: 5,
    category: 'SELECT',
    concepts: ['dates-time-zones', 'filtering'],
    schema_setup: setup(patients),
    sample_data_description: 'The patient register of a multi-specialty clinic: 17 patients with birth date, sex and city.',
    correct_solution: text(`
      SELECT id, full_name, birth_date,
             EXTRACT(YEAR FROM age(DATE '2024-01-01', birth_date))::int AS age
      FROM patients
      WHERE birth_date <= DATE '2024-01-01' - INTERVAL '65 years'
      ORDER BY birth_date, id;
    `),
    tags: ['dates', 'age', 'extract', 'interval'],
    // Seniors whose birthday falls on 2 January: their age on 2024-01-01 is a year less than a day later.
    hidden_datasets: [
      `INSERT INTO patients (id, full_name, birth_date, sex, city) VALUES
  (40, 'Walter Briggs', '1950-01-02', 'M', 'Leeds'),
  (41, 'Agnes Doyle', '1958-01-02', 'F', 'Manchester');`,
    ],
  },
  {
    slug: 'healthcare-cardiology-schedule',
    industry: 'healthcare',
    title: 'Cardiology Visits in March and April',
    description: text(`
      List all appointments (any status) with a doctor whose specialty is **Cardiology**, dated from 2024-03-01 to 2024-04-30 inclusive.

      Return \`appointment_id\`, \`appt_date\`, \`patient_name\` (the patient's \`full_name\`), \`doctor_name\` (the doctor's \`full_name\`) and \`status\`, ordered by \`appt_date\`, then \`appointment_id\`.
    `),
    difficulty_rating: 1000,
    estimated_time_minutes: 5,
    category: 'JOIN',
    concepts: ['inner-join', 'filtering'],
    schema_setup: setup(patients, doctors, appointments),
    sample_data_description: CLINIC_DATA,
    correct_solution: text(`
      SELECT a.id AS appointment_id, a.appt_date, p.full_name AS patient_name, d.full_name AS doctor_name, a.status
      FROM appointments a
      JOIN patients p ON p.id = a.patient_id
      JOIN doctors d ON d.id = a.doctor_id
      WHERE d.specialty = 'Cardiology'
        AND a.appt_date BETWEEN DATE '2024-03-01' AND DATE '2024-04-30'
      ORDER BY a.appt_date, a.id;
    `),
    tags: ['inner-join', 'multiple-joins', 'dates'],
  },
  {
    slug: 'healthcare-no-show-rate',
    industry: 'healthcare',
    title: 'No-Show Rate by Specialty',
    description: text(`
      Cancelled appointments were never expected to happen, so leave them out. Among the remaining appointments (\`completed\` or \`no_show\`), compute per doctor specialty:

      1. \`specialty\`
      2. \`booked\` – the number of those appointments
      3. \`no_shows\` – how many of them have status \`no_show\`
      4. \`no_show_pct\` – \`no_shows\` as a percentage of \`booked\`, rounded to 2 decimals

      A specialty without any such appointment does not appear. Order by \`no_show_pct\` descending, then \`specialty\` ascending.
    `),
    difficulty_rating: 1150,
    estimated_time_minutes: 7,
    category: 'AGGREGATION',
    concepts: ['conditional-aggregation-pivot', 'inner-join'],
    schema_setup: setup(patients, doctors, appointments),
    sample_data_description: CLINIC_DATA,
    correct_solution: text(`
      SELECT d.specialty,
             COUNT(*) AS booked,
             COUNT(*) FILTER (WHERE a.status = 'no_show') AS no_shows,
             ROUND(100.0 * COUNT(*) FILTER (WHERE a.status = 'no_show') / COUNT(*), 2) AS no_show_pct
      FROM appointments a
      JOIN doctors d ON d.id = a.doctor_id
      WHERE a.status <> 'cancelled'
      GROUP BY d.specialty
      ORDER BY no_show_pct DESC, d.specialty;
    `),
    tags: ['group-by', 'filter', 'percentages', 'round'],
    // "Cancelled appointments were never expected to happen, so leave them out … A specialty without any such
    // appointment does not appear": a Neurology doctor whose only appointments were cancelled and an
    // Oncology doctor without any appointment.
    hidden_datasets: [
      `INSERT INTO doctors (id, full_name, specialty) VALUES (8, 'Dr. Laura Chen', 'Neurology'), (9, 'Dr. Ivan Petrov', 'Oncology');
       INSERT INTO appointments (id, patient_id, doctor_id, appt_date, status, fee) VALUES
         (101, 6, 8, '2024-03-05', 'cancelled', 200), (102, 10, 8, '2024-04-09', 'cancelled', 200);`,
    ],
  },
  {
    slug: 'healthcare-follow-up-visits',
    industry: 'healthcare',
    title: 'Visits With a Follow-Up Within 30 Days',
    description: text(`
      A completed appointment **has a follow-up** when the same patient has another **completed** appointment with the **same doctor** 1 to 30 days later (inclusive; a visit on the same day does not count).

      Return the completed appointments that have a follow-up: \`appointment_id\`, \`patient_id\`, \`doctor_id\`, \`appt_date\`. Row order does not matter.
    `),
    difficulty_rating: 1500,
    estimated_time_minutes: 10,
    category: 'SUBQUERY',
    concepts: ['semi-join', 'correlated-subquery', 'dates-time-zones'],
    schema_setup: setup(patients, doctors, appointments),
    sample_data_description: CLINIC_DATA,
    correct_solution: text(`
      SELECT a.id AS appointment_id, a.patient_id, a.doctor_id, a.appt_date
      FROM appointments a
      WHERE a.status = 'completed'
        AND EXISTS (
          SELECT 1
          FROM appointments f
          WHERE f.patient_id = a.patient_id
            AND f.doctor_id = a.doctor_id
            AND f.status = 'completed'
            AND f.appt_date BETWEEN a.appt_date + 1 AND a.appt_date + 30
        );
    `),
    tags: ['exists', 'correlated-subquery', 'date-arithmetic'],
  },
  {
    slug: 'healthcare-visit-gaps',
    industry: 'healthcare',
    title: 'Days Between a Patient’s Visits',
    description: text(`
      Consider **completed** appointments only. Number each patient's visits in order of \`appt_date\` (then appointment \`id\`), starting at 1, and compute how many days passed since that patient's previous completed visit (NULL for the first visit).

      Return \`patient_id\`, \`appointment_id\`, \`appt_date\`, \`visit_number\`, \`days_since_previous\` (an integer number of days), ordered by \`patient_id\`, \`visit_number\`.
    `),
    difficulty_rating: 1550,
    estimated_time_minutes: 10,
    category: 'WINDOW_FUNCTION',
    concepts: ['lag-lead', 'ranking-window', 'dates-time-zones'],
    schema_setup: setup(patients, doctors, appointments),
    sample_data_description: CLINIC_DATA,
    correct_solution: text(`
      SELECT patient_id,
             id AS appointment_id,
             appt_date,
             ROW_NUMBER() OVER w AS visit_number,
             appt_date - LAG(appt_date) OVER w AS days_since_previous
      FROM appointments
      WHERE status = 'completed'
      WINDOW w AS (PARTITION BY patient_id ORDER BY appt_date, id)
      ORDER BY patient_id, visit_number;
    `),
    tags: ['lag', 'row-number', 'date-arithmetic', 'partition-by'],
  },
  {
    slug: 'healthcare-age-band-utilisation',
    industry: 'healthcare',
    title: 'Clinic Utilisation by Age Band',
    description: text(`
      Group **completed** appointments by the patient's age band **on the appointment date** (age in whole completed years): \`'0-17'\`, \`'18-39'\`, \`'40-64'\` and \`'65+'\`.

      For each band that has at least one completed appointment return:
      1. \`age_band\`
      2. \`visits\` – the number of completed appointments
      3. \`patients\` – the number of distinct patients
      4. \`revenue\` – the total \`fee\`
      5. \`revenue_share_pct\` – the band's revenue as a percentage of the revenue of all completed appointments, rounded to 2 decimals

      Order the bands from youngest to oldest.
    `),
    difficulty_rating: 1750,
    estimated_time_minutes: 14,
    category: 'ANALYTICS',
    concepts: ['case-when', 'percentiles', 'dates-time-zones'],
    schema_setup: setup(patients, doctors, appointments),
    sample_data_description: CLINIC_DATA,
    correct_solution: text(`
      WITH visits AS (
        SELECT a.patient_id, a.fee,
               EXTRACT(YEAR FROM age(a.appt_date, p.birth_date)) AS age
        FROM appointments a
        JOIN patients p ON p.id = a.patient_id
        WHERE a.status = 'completed'
      ),
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
             ROUND(100.0 * SUM(fee) / SUM(SUM(fee)) OVER (), 2) AS revenue_share_pct
      FROM banded
      GROUP BY band_order
      ORDER BY band_order;
    `),
    tags: ['case', 'age', 'window-over-aggregate', 'percentages', 'count-distinct'],
    // Completed visits on, the day before and the day after an 18th, 40th and 65th birthday: the band
    // edges the text stresses ("age in whole completed years"), which the sample keeps to a few.
    hidden_datasets: [
      `INSERT INTO patients (id, full_name, birth_date, sex, city) VALUES
         (901, 'Hidden Teen', '2006-03-10', 'F', 'Leeds'), (902, 'Hidden Forty', '1984-05-20', 'M', 'Leeds'), (903, 'Hidden Senior', '1959-02-14', 'F', 'York');
       INSERT INTO appointments (id, patient_id, doctor_id, appt_date, status, fee) VALUES
         (901, 901, 1, '2024-03-09', 'completed', 90), (902, 901, 1, '2024-03-10', 'completed', 91), (903, 901, 1, '2024-03-11', 'completed', 92),
         (904, 902, 1, '2024-05-19', 'completed', 93), (905, 902, 1, '2024-05-20', 'completed', 94), (906, 902, 1, '2024-05-21', 'completed', 95),
         (907, 903, 1, '2024-02-13', 'completed', 96), (908, 903, 1, '2024-02-14', 'completed', 97), (909, 903, 1, '2024-02-15', 'completed', 98)`,
      // "For each band that has at least one completed appointment": the children's visits were all missed
      // or cancelled, so the 0-17 band does not appear.
      `UPDATE appointments SET status = 'no_show' WHERE patient_id = 5;
       UPDATE appointments SET status = 'cancelled' WHERE patient_id = 9;`,
    ],
  },
], HEALTHCARE_GUIDANCE);
