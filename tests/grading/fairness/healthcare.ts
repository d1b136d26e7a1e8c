import { type FairnessCases } from './types';

const NO_SHOW = `SELECT d.specialty, COUNT(*) AS booked, COUNT(*) FILTER (WHERE a.status = 'no_show') AS no_shows,
                        ROUND(100.0 * COUNT(*) FILTER (WHERE a.status = 'no_show') / COUNT(*), 2) AS no_show_pct
                 FROM appointments a JOIN doctors d ON d.id = a.doctor_id
                 WHERE a.status <> 'cancelled' GROUP BY d.specialty`;

const COMPLETED_BAND = (age: string): string => `
  WITH v AS (
    SELECT a.patient_id, a.fee, ${age} AS age
    FROM appointments a JOIN patients p ON p.id = a.patient_id WHERE a.status = 'completed'),
  b AS (SELECT patient_id, fee, CASE WHEN age < 18 THEN '0-17' WHEN age < 40 THEN '18-39' WHEN age < 65 THEN '40-64' ELSE '65+' END AS age_band FROM v)
  SELECT age_band, COUNT(*), COUNT(DISTINCT patient_id), SUM(fee), ROUND(100.0 * SUM(fee) / (SELECT SUM(fee) FROM v), 2)
  FROM b GROUP BY age_band ORDER BY age_band`;

/** Fairness cases for the healthcare demo challenges (backend/src/catalogue/domain/demo/healthcare.ts). */
export const HEALTHCARE_FAIRNESS: FairnessCases = {
  'healthcare-senior-patients': {
    wrong: [
      {
        sql: `SELECT id, full_name, birth_date, EXTRACT(YEAR FROM age(DATE '2024-01-01', birth_date))::int AS age
              FROM patients WHERE birth_date <= DATE '2024-01-01' - INTERVAL '65 years'
              ORDER BY birth_date, full_name`,
        mistake: 'breaks birth-date ties by name; the text says "then id"',
      },
      {
        sql: `SELECT id, full_name, birth_date, EXTRACT(YEAR FROM age(DATE '2024-01-01', birth_date))::int AS age
              FROM patients WHERE birth_date <= DATE '2024-01-01' - INTERVAL '65 years'
              ORDER BY age DESC, id`,
        mistake: 'orders by age in whole years, so two patients of the same age fall back to id; the text says "order by birth_date ascending (oldest first), then id"',
      },
      {
        sql: `SELECT id, full_name, birth_date, (DATE '2024-01-01' - birth_date) / 365 AS age
              FROM patients WHERE (DATE '2024-01-01' - birth_date) / 365 >= 65
              ORDER BY birth_date, id`,
        mistake: 'counts years as 365 days, so someone whose 65th birthday is a few days after 2024-01-01 is already 65; the text says "65 or older on 2024-01-01 … whole completed years"',
      },
    ],
    right: [
      `WITH ages AS (SELECT id, full_name, birth_date, date_part('year', age(DATE '2024-01-01', birth_date)) AS years FROM patients)
       SELECT id, full_name, birth_date, years
       FROM ages
       WHERE years >= 65
       ORDER BY birth_date, id`,
      `SELECT id, full_name, birth_date,
              2023 - EXTRACT(YEAR FROM birth_date)::int + CASE WHEN to_char(birth_date, 'MM-DD') = '01-01' THEN 1 ELSE 0 END AS age_years
       FROM patients
       WHERE birth_date <= DATE '1959-01-01'
       ORDER BY birth_date ASC, id ASC`,
    ],
  },
  'healthcare-cardiology-schedule': {
    wrong: [
      {
        sql: `SELECT a.id, a.appt_date, p.full_name, d.full_name, a.status
              FROM appointments a JOIN patients p ON p.id = a.patient_id JOIN doctors d ON d.id = a.doctor_id
              WHERE d.specialty LIKE 'Cardio%' AND a.appt_date BETWEEN '2024-03-01' AND '2024-04-30'
              ORDER BY a.appt_date, a.id`,
        mistake: 'a prefix pattern also matches look-alike specialties (Cardiothoracic Surgery); the text says the specialty is Cardiology',
      },
      {
        sql: `SELECT a.id, a.appt_date, p.full_name, d.full_name, a.status
              FROM appointments a JOIN patients p ON p.id = a.patient_id JOIN doctors d ON d.id = a.doctor_id
              WHERE d.specialty = 'Cardiology' AND EXTRACT(MONTH FROM a.appt_date) IN (3, 4)
              ORDER BY a.appt_date, a.id`,
        mistake: 'takes March and April of any year; the text says "dated from 2024-03-01 to 2024-04-30"',
      },
      {
        sql: `SELECT a.id, a.appt_date, p.full_name, d.full_name, a.status
              FROM appointments a JOIN patients p ON p.id = a.patient_id JOIN doctors d ON d.id = a.doctor_id
              WHERE d.specialty = 'Cardiology' AND a.appt_date BETWEEN '2024-03-01' AND '2024-04-30'
              ORDER BY a.appt_date`,
        mistake: 'leaves out the tie-break "then appointment_id"',
      },
    ],
    right: [
      `SELECT a.id, a.appt_date, (SELECT full_name FROM patients WHERE id = a.patient_id), d.full_name, a.status
       FROM appointments a JOIN doctors d ON d.id = a.doctor_id AND d.specialty = 'Cardiology'
       WHERE a.appt_date >= '2024-03-01' AND a.appt_date < '2024-05-01'
       ORDER BY 2, 1`,
      `WITH cardio AS (SELECT id, full_name FROM doctors WHERE specialty = 'Cardiology')
       SELECT ap.id AS appointment_id, ap.appt_date, pt.full_name AS patient, cardio.full_name AS doctor, ap.status
       FROM cardio JOIN appointments ap ON ap.doctor_id = cardio.id JOIN patients pt ON pt.id = ap.patient_id
       WHERE ap.appt_date BETWEEN DATE '2024-03-01' AND DATE '2024-04-30'
       ORDER BY ap.appt_date, ap.id`,
    ],
  },
  'healthcare-no-show-rate': {
    wrong: [
      {
        sql: `${NO_SHOW} ORDER BY no_show_pct DESC, booked DESC`,
        mistake: 'breaks ties by the number of appointments; the text says "then specialty ascending"',
      },
      {
        sql: `SELECT d.specialty, COUNT(*) AS booked, COUNT(DISTINCT a.patient_id) FILTER (WHERE a.status = 'no_show') AS no_shows,
                     ROUND(100.0 * COUNT(DISTINCT a.patient_id) FILTER (WHERE a.status = 'no_show') / COUNT(*), 2) AS no_show_pct
              FROM appointments a JOIN doctors d ON d.id = a.doctor_id
              WHERE a.status <> 'cancelled' GROUP BY d.specialty
              ORDER BY no_show_pct DESC, d.specialty`,
        mistake: 'counts patients who missed an appointment, not missed appointments; the text says "how many of them have status no_show"',
      },
      {
        sql: `SELECT d.specialty, COUNT(a.id) AS booked, COUNT(a.id) FILTER (WHERE a.status = 'no_show') AS no_shows,
                     ROUND(100.0 * COUNT(a.id) FILTER (WHERE a.status = 'no_show') / NULLIF(COUNT(a.id), 0), 2) AS no_show_pct
              FROM doctors d LEFT JOIN appointments a ON a.doctor_id = d.id AND a.status <> 'cancelled'
              GROUP BY d.specialty
              ORDER BY no_show_pct DESC NULLS LAST, d.specialty`,
        mistake: 'lists every specialty, even one without any remaining appointment (booked 0); the text computes the figures "among the remaining appointments"',
      },
    ],
    right: [
      `SELECT specialty, booked, no_shows, ROUND(no_shows * 100.0 / booked, 2) AS pct
       FROM (SELECT d.specialty, COUNT(*) AS booked, SUM(CASE WHEN a.status = 'no_show' THEN 1 ELSE 0 END) AS no_shows
             FROM doctors d JOIN appointments a ON a.doctor_id = d.id
             WHERE NOT a.status = 'cancelled'
             GROUP BY d.specialty) t
       ORDER BY pct DESC, specialty ASC`,
      `WITH kept AS (SELECT a.status, d.specialty FROM appointments a JOIN doctors d ON d.id = a.doctor_id WHERE a.status <> 'cancelled')
       SELECT specialty, COUNT(*), COUNT(*) FILTER (WHERE status = 'no_show'),
              ROUND(AVG(CASE WHEN status = 'no_show' THEN 100.0 ELSE 0 END), 2)
       FROM kept GROUP BY specialty
       ORDER BY 4 DESC, 1`,
    ],
  },
  'healthcare-follow-up-visits': {
    wrong: [
      {
        sql: `SELECT a.id, a.patient_id, a.doctor_id, a.appt_date FROM appointments a
              WHERE a.status = 'completed' AND EXISTS (
                SELECT 1 FROM appointments f WHERE f.patient_id = a.patient_id AND f.doctor_id = a.doctor_id
                  AND f.status = 'completed' AND f.appt_date > a.appt_date AND f.appt_date <= a.appt_date + INTERVAL '1 month')`,
        mistake: 'uses "within a month" (31 days after a January visit, 29 after a February one); the text says 1 to 30 days later',
      },
      {
        sql: `SELECT a.id, a.patient_id, a.doctor_id, a.appt_date FROM appointments a
              WHERE a.status = 'completed' AND EXISTS (
                SELECT 1 FROM appointments f WHERE f.patient_id = a.patient_id
                  AND f.status = 'completed' AND f.appt_date BETWEEN a.appt_date + 1 AND a.appt_date + 30)`,
        mistake: 'accepts a follow-up with any doctor; the text says "with the same doctor"',
      },
      {
        sql: `SELECT a.id, a.patient_id, a.doctor_id, a.appt_date FROM appointments a
              WHERE a.status = 'completed' AND EXISTS (
                SELECT 1 FROM appointments f WHERE f.patient_id = a.patient_id AND f.doctor_id = a.doctor_id
                  AND f.appt_date BETWEEN a.appt_date + 1 AND a.appt_date + 30)`,
        mistake: 'accepts a follow-up of any status; the text says "another completed appointment"',
      },
    ],
    right: [
      `SELECT a.id AS appointment_id, a.patient_id, a.doctor_id, a.appt_date FROM appointments a
       WHERE a.status = 'completed' AND a.id IN (
         SELECT x.id FROM appointments x
         JOIN appointments y ON y.patient_id = x.patient_id AND y.doctor_id = x.doctor_id
         WHERE y.status = 'completed' AND y.appt_date > x.appt_date AND y.appt_date <= x.appt_date + 30)`,
      `WITH c AS (SELECT * FROM appointments WHERE status = 'completed')
       SELECT c.id, c.patient_id, c.doctor_id, c.appt_date FROM c
       WHERE (SELECT MIN(n.appt_date) FROM c n
              WHERE n.patient_id = c.patient_id AND n.doctor_id = c.doctor_id AND n.appt_date > c.appt_date) - c.appt_date <= 30`,
    ],
  },
  'healthcare-visit-gaps': {
    wrong: [
      {
        sql: `SELECT patient_id, id, appt_date, ROW_NUMBER() OVER w AS visit_number, appt_date - LAG(appt_date) OVER w
              FROM appointments WHERE status = 'completed'
              WINDOW w AS (PARTITION BY patient_id ORDER BY id)
              ORDER BY patient_id, visit_number`,
        mistake: 'numbers the visits in id order; the text says "in order of appt_date (then appointment id)"',
      },
      {
        sql: `SELECT patient_id, id, appt_date, ROW_NUMBER() OVER w AS visit_number, appt_date - LAG(appt_date) OVER w
              FROM appointments WHERE status = 'completed'
              WINDOW w AS (PARTITION BY patient_id ORDER BY appt_date, id)
              ORDER BY patient_id, id`,
        mistake: 'orders the result by appointment id; the text says "ordered by patient_id, visit_number"',
      },
      {
        sql: `SELECT a.patient_id, a.id, a.appt_date,
                     (SELECT COUNT(*) FROM appointments b WHERE b.status = 'completed' AND b.patient_id = a.patient_id
                        AND b.appt_date <= a.appt_date AND b.id <= a.id) AS n,
                     a.appt_date - (SELECT MAX(b.appt_date) FROM appointments b WHERE b.status = 'completed'
                        AND b.patient_id = a.patient_id AND b.appt_date <= a.appt_date AND b.id < a.id)
              FROM appointments a WHERE a.status = 'completed'
              ORDER BY a.patient_id, n`,
        mistake: 'requires an earlier-or-equal date and a smaller id, so a back-dated visit is skipped; the text orders visits "by appt_date (then appointment id)"',
      },
    ],
    right: [
      `WITH c AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY patient_id ORDER BY appt_date, id) AS n
                  FROM appointments WHERE status = 'completed')
       SELECT c.patient_id, c.id, c.appt_date, c.n, c.appt_date - p.appt_date
       FROM c LEFT JOIN c p ON p.patient_id = c.patient_id AND p.n = c.n - 1
       ORDER BY c.patient_id, c.n`,
      `SELECT patient_id, id AS appointment_id, appt_date, COUNT(*) OVER w AS visit_number,
              appt_date - MAX(appt_date) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS days_since_previous
       FROM appointments WHERE status = 'completed'
       WINDOW w AS (PARTITION BY patient_id ORDER BY appt_date, id)
       ORDER BY 1, 4`,
    ],
  },
  'healthcare-age-band-utilisation': {
    wrong: [
      {
        sql: `WITH v AS (
                SELECT a.patient_id, a.fee, EXTRACT(YEAR FROM age(a.appt_date, p.birth_date)) AS age
                FROM appointments a JOIN patients p ON p.id = a.patient_id WHERE a.status = 'completed'),
              b AS (SELECT patient_id, fee, CASE WHEN age < 18 THEN '0-17' WHEN age < 40 THEN '18-39' WHEN age < 65 THEN '40-64' ELSE '65+' END AS age_band FROM v)
              SELECT bands.age_band, COUNT(b.patient_id), COUNT(DISTINCT b.patient_id), COALESCE(SUM(b.fee), 0),
                     ROUND(100.0 * COALESCE(SUM(b.fee), 0) / (SELECT SUM(fee) FROM v), 2)
              FROM (VALUES ('0-17'), ('18-39'), ('40-64'), ('65+')) bands(age_band)
              LEFT JOIN b ON b.age_band = bands.age_band
              GROUP BY bands.age_band ORDER BY bands.age_band`,
        mistake: 'always lists the four bands; the text returns only "each band that has at least one completed appointment"',
      },
      {
        sql: COMPLETED_BAND('(a.appt_date - p.birth_date) / 365'),
        mistake: 'counts years as 365 days, so a patient a few days before an 18th, 40th or 65th birthday is already in the next band; the text says "age in whole completed years"',
      },
      {
        sql: COMPLETED_BAND(`EXTRACT(YEAR FROM a.appt_date) - EXTRACT(YEAR FROM p.birth_date)
                 - CASE WHEN EXTRACT(DOY FROM a.appt_date) < EXTRACT(DOY FROM p.birth_date) THEN 1 ELSE 0 END`),
        mistake: 'compares days of the year, which shift by one in leap years, so the day before a birthday can count as the birthday; the text says "age in whole completed years"',
      },
    ],
    right: [
      `SELECT age_band, visits, patients, revenue, ROUND(100.0 * revenue / SUM(revenue) OVER (), 2)
       FROM (SELECT band AS age_band, COUNT(*) AS visits, COUNT(DISTINCT patient_id) AS patients, SUM(fee) AS revenue
             FROM (SELECT a.patient_id, a.fee,
                          CASE WHEN date_part('year', age(a.appt_date, p.birth_date)) >= 65 THEN '65+'
                               WHEN date_part('year', age(a.appt_date, p.birth_date)) >= 40 THEN '40-64'
                               WHEN date_part('year', age(a.appt_date, p.birth_date)) >= 18 THEN '18-39'
                               ELSE '0-17' END AS band
                   FROM appointments a JOIN patients p ON p.id = a.patient_id
                   WHERE a.status = 'completed') x
             GROUP BY band) g
       ORDER BY age_band`,
      `WITH v AS (
         SELECT a.patient_id, a.fee, date_part('year', age(a.appt_date, p.birth_date)) AS y
         FROM appointments a JOIN patients p ON p.id = a.patient_id WHERE a.status = 'completed'),
       b AS (SELECT *, CASE WHEN y < 18 THEN 1 WHEN y < 40 THEN 2 WHEN y < 65 THEN 3 ELSE 4 END AS k FROM v)
       SELECT CASE k WHEN 1 THEN '0-17' WHEN 2 THEN '18-39' WHEN 3 THEN '40-64' ELSE '65+' END,
              COUNT(*), COUNT(DISTINCT patient_id), SUM(fee), ROUND(100 * SUM(fee) / (SELECT SUM(fee) FROM v), 2)
       FROM b GROUP BY k ORDER BY k`,
    ],
  },
};
