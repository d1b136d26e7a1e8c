import { type FairnessCases } from '../fairness/types';

/** Held-out fairness cases (issue 32), written from the challenge text alone, before any grading run. */
export const HEALTHCARE: FairnessCases = {
  'healthcare-long-stay-inpatients': {
    right: [
      `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
       WHERE discharged_at IS NULL AND admitted_at::date <= DATE '2024-05-10'
       ORDER BY admitted_at ASC, id ASC`,
      `SELECT a.id AS admission_id, a.patient_ref, a.bed_id, a.admitted_at FROM admissions a
       WHERE a.discharged_at IS NULL AND date_trunc('day', a.admitted_at) < TIMESTAMP '2024-05-11'
       ORDER BY 4, 1`,
    ],
    wrong: [
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE discharged_at IS NULL AND admitted_at <= '2024-05-10' ORDER BY admitted_at, id`,
        mistake: "timestamp bound <= '2024-05-10' drops admissions later that day",
      },
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE discharged_at IS NULL AND admitted_at <= '2024-05-11' ORDER BY admitted_at, id`,
        mistake: 'timestamp bound <= 2024-05-11 keeps an admission at exactly 11 May 00:00',
      },
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE (discharged_at IS NULL OR discharged_at > '2024-05-20') AND admitted_at < '2024-05-11' ORDER BY admitted_at, id`,
        mistake: 'keeps admissions with a discharge recorded after the review date',
      },
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE discharged_at IS NULL AND EXTRACT(DAY FROM admitted_at) <= 10 ORDER BY admitted_at, id`,
        mistake: 'day of month compared without month and year',
      },
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE discharged_at IS NULL AND admitted_at < '2024-05-11' AND admission_type <> 'transfer' ORDER BY admitted_at, id`,
        mistake: 'drops transfer admissions that the text keeps',
      },
      {
        sql: `SELECT id AS admission_id, patient_ref, bed_id, admitted_at FROM admissions
              WHERE discharged_at IS NULL AND admitted_at < '2024-05-11' ORDER BY admitted_at, patient_ref`,
        mistake: 'tie on admitted_at broken by patient_ref instead of admission_id',
      },
    ],
  },
  'healthcare-may-discharges-length-of-stay': {
    right: [
      `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
              ROUND((EXTRACT(EPOCH FROM a.discharged_at) - EXTRACT(EPOCH FROM a.admitted_at)) / 3600.0, 1) AS stay_hours
       FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
       WHERE date_trunc('month', a.discharged_at) = '2024-05-01'
       ORDER BY 5 DESC, 1`,
      `SELECT * FROM (
         SELECT a.id AS admission_id, (SELECT w.name FROM beds b JOIN wards w ON w.id = b.ward_id WHERE b.id = a.bed_id) AS ward,
                a.admitted_at, a.discharged_at,
                ROUND((EXTRACT(DAY FROM a.discharged_at - a.admitted_at) * 24 + EXTRACT(HOUR FROM a.discharged_at - a.admitted_at)
                       + EXTRACT(MINUTE FROM a.discharged_at - a.admitted_at) / 60 + EXTRACT(SECOND FROM a.discharged_at - a.admitted_at) / 3600), 1) AS stay_hours
         FROM admissions a
         WHERE a.discharged_at >= '2024-05-01' AND a.discharged_at < '2024-06-01') t
       ORDER BY stay_hours DESC, admission_id`,
    ],
    wrong: [
      {
        sql: `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
                     ROUND(EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600, 1) AS stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at >= '2024-05-01' AND a.discharged_at <= '2024-05-31' ORDER BY 5 DESC, 1`,
        mistake: "timestamp bound <= '2024-05-31' drops discharges on 31 May",
      },
      {
        sql: `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
                     ROUND(EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600, 1) AS stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE EXTRACT(MONTH FROM a.discharged_at) = 5 ORDER BY 5 DESC, 1`,
        mistake: 'month compared without its year',
      },
      {
        sql: `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
                     ROUND((EXTRACT(DAY FROM a.discharged_at - a.admitted_at) * 24 + EXTRACT(HOUR FROM a.discharged_at - a.admitted_at))::numeric, 1) AS stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at >= '2024-05-01' AND a.discharged_at < '2024-06-01' ORDER BY 5 DESC, 1`,
        mistake: 'drops the minutes of the stay',
      },
      {
        sql: `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
                     ROUND(EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600, 1) AS stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.admitted_at >= '2024-05-01' AND a.discharged_at < '2024-06-01' ORDER BY 5 DESC, 1`,
        mistake: 'requires the admission in May too, dropping stays admitted in April',
      },
      {
        sql: `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
                     ROUND(EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600, 1) AS stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at < '2024-06-01' ORDER BY 5 DESC, 1`,
        mistake: 'range with no lower bound keeps April discharges',
      },
      {
        sql: `SELECT a.id AS admission_id, w.name AS ward, a.admitted_at, a.discharged_at,
                     (EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at)::int / 3600)::numeric AS stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at >= '2024-05-01' AND a.discharged_at < '2024-06-01' ORDER BY 5 DESC, 1`,
        mistake: 'integer division truncates the hours',
      },
    ],
  },
  'healthcare-double-booked-beds': {
    right: [
      `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
       FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
       WHERE tsrange(x.admitted_at, x.discharged_at) && tsrange(y.admitted_at, y.discharged_at)
       ORDER BY 1, 2, 3`,
      `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
       FROM admissions x, admissions y
       WHERE x.bed_id = y.bed_id AND y.id > x.id
         AND (x.discharged_at IS NULL OR y.admitted_at < x.discharged_at)
         AND (y.discharged_at IS NULL OR x.admitted_at < y.discharged_at)
       ORDER BY x.bed_id, x.id, y.id`,
    ],
    wrong: [
      {
        sql: `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
              FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
              WHERE x.admitted_at < y.discharged_at AND y.admitted_at < x.discharged_at ORDER BY 1, 2, 3`,
        mistake: 'open stays (NULL discharge) never overlap because the comparison is NULL',
      },
      {
        sql: `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
              FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
              WHERE x.admitted_at <= COALESCE(y.discharged_at, 'infinity') AND y.admitted_at <= COALESCE(x.discharged_at, 'infinity') ORDER BY 1, 2, 3`,
        mistake: 'a discharge followed by an admission at the same minute counted as an overlap',
      },
      {
        sql: `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
              FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
              WHERE x.admitted_at <= y.admitted_at AND y.admitted_at < COALESCE(x.discharged_at, 'infinity') ORDER BY 1, 2, 3`,
        mistake: 'only finds the overlap when the smaller id was admitted first',
      },
      {
        sql: `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
              FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
              WHERE x.admitted_at < COALESCE(y.discharged_at, 'infinity') AND y.admitted_at < COALESCE(x.discharged_at, 'infinity')
                AND x.patient_ref <> y.patient_ref ORDER BY 1, 2, 3`,
        mistake: 'drops overlapping stays of the same patient reference',
      },
      {
        sql: `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
              FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
              WHERE x.admitted_at < COALESCE(y.discharged_at, 'infinity') AND y.admitted_at < COALESCE(x.discharged_at, 'infinity')
                AND x.admitted_at::date = y.admitted_at::date ORDER BY 1, 2, 3`,
        mistake: 'only compares stays admitted the same day',
      },
      {
        sql: `SELECT x.bed_id, x.id AS first_admission_id, y.id AS second_admission_id
              FROM admissions x JOIN admissions y ON x.bed_id = y.bed_id AND x.id < y.id
              WHERE x.admitted_at < COALESCE(y.discharged_at, 'infinity') AND y.admitted_at < COALESCE(x.discharged_at, 'infinity')
                AND x.admission_type <> 'transfer' AND y.admission_type <> 'transfer' ORDER BY 1, 2, 3`,
        mistake: 'drops transfer admissions that the text keeps',
      },
    ],
  },
  'healthcare-tachycardia-readings': {
    right: [
      `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource #>> '{valueQuantity,value}')::numeric AS bpm
       FROM observations o JOIN admissions a ON a.id = o.admission_id
       WHERE o.resource #>> '{code,text}' = 'heart-rate' AND o.resource ->> 'status' = 'final'
         AND (o.resource #>> '{valueQuantity,value}')::numeric > 100
       ORDER BY 3, 1`,
      `SELECT t.observation_id, a.patient_ref, t.recorded_at, t.bpm
       FROM (SELECT id AS observation_id, admission_id, recorded_at, (resource -> 'valueQuantity' -> 'value')::text::numeric AS bpm
             FROM observations
             WHERE resource -> 'code' ->> 'text' = 'heart-rate' AND resource ->> 'status' = 'final') t
       JOIN admissions a ON a.id = t.admission_id
       WHERE t.bpm > 100
       ORDER BY t.recorded_at, t.observation_id`,
    ],
    wrong: [
      {
        sql: `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource -> 'valueQuantity' ->> 'value')::numeric AS bpm
              FROM observations o JOIN admissions a ON a.id = o.admission_id
              WHERE o.resource -> 'code' ->> 'text' = 'heart-rate' AND (o.resource -> 'valueQuantity' ->> 'value')::numeric > 100 ORDER BY 3, 1`,
        mistake: 'keeps entered-in-error readings (no status check)',
      },
      {
        sql: `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource -> 'valueQuantity' ->> 'value')::numeric AS bpm
              FROM observations o JOIN admissions a ON a.id = o.admission_id
              WHERE o.resource ->> 'status' = 'final' AND o.resource -> 'valueQuantity' ->> 'unit' = '/min'
                AND (o.resource -> 'valueQuantity' ->> 'value')::numeric > 100 ORDER BY 3, 1`,
        mistake: 'type taken from the unit instead of code.text',
      },
      {
        sql: `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource -> 'valueQuantity' ->> 'value')::numeric AS bpm
              FROM observations o JOIN admissions a ON a.id = o.admission_id
              WHERE o.resource @> '{"code": {"text": "heart-rate"}, "status": "final"}'
                AND (o.resource -> 'valueQuantity' ->> 'value')::numeric >= 100 ORDER BY 3, 1`,
        mistake: '>= 100 keeps a reading of exactly 100',
      },
      {
        sql: `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource -> 'valueQuantity' ->> 'value')::numeric AS bpm
              FROM observations o JOIN admissions a ON a.id = o.admission_id
              WHERE o.resource @> '{"code": {"text": "heart-rate"}, "status": "final"}'
                AND (o.resource -> 'valueQuantity' ->> 'value')::numeric::int > 100 ORDER BY 3, 1`,
        mistake: 'compares a rounded value: 100.4 is dropped (rounds to 100)',
      },
      {
        sql: `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource -> 'valueQuantity' ->> 'value')::numeric AS bpm
              FROM observations o JOIN admissions a ON a.id = o.admission_id
              WHERE o.resource @> '{"code": {"text": "heart-rate"}}' AND o.resource ->> 'status' <> 'entered-in-error'
                AND (o.resource -> 'valueQuantity' ->> 'value')::numeric > 100 ORDER BY 3, 1`,
        mistake: 'keeps statuses other than final (only excludes entered-in-error)',
      },
      {
        sql: `SELECT o.id AS observation_id, a.patient_ref, o.recorded_at, (o.resource -> 'valueQuantity' ->> 'value')::numeric AS bpm
              FROM observations o JOIN admissions a ON a.id = o.admission_id
              WHERE o.resource::text LIKE '%heart-rate%' AND o.resource ->> 'status' = 'final'
                AND (o.resource -> 'valueQuantity' ->> 'value')::numeric > 100 ORDER BY 3, 1`,
        mistake: 'type from a text pattern over the whole document instead of code.text exactly',
      },
    ],
  },
  'healthcare-median-stay-by-ward': {
    right: [
      `SELECT w.name AS ward, COUNT(a.id) AS discharged_stays,
              ROUND(percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM (a.discharged_at - a.admitted_at)) / 3600.0)::numeric, 1) AS median_stay_hours
       FROM wards w JOIN beds b ON b.ward_id = w.id JOIN admissions a ON a.bed_id = b.id AND a.discharged_at IS NOT NULL
       GROUP BY w.name
       ORDER BY 3 DESC, 1`,
      `WITH s AS (SELECT b.ward_id, EXTRACT(EPOCH FROM a.discharged_at) / 3600 - EXTRACT(EPOCH FROM a.admitted_at) / 3600 AS h
                  FROM admissions a JOIN beds b ON b.id = a.bed_id WHERE a.discharged_at IS NOT NULL)
       SELECT w.name AS ward, COUNT(*) AS discharged_stays,
              ROUND(CAST(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.h) AS numeric), 1) AS median_stay_hours
       FROM s JOIN wards w ON w.id = s.ward_id
       GROUP BY w.id, w.name
       ORDER BY median_stay_hours DESC, ward`,
    ],
    wrong: [
      {
        sql: `SELECT w.name AS ward, COUNT(*) AS discharged_stays,
                     ROUND(percentile_disc(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600)::numeric, 1) AS median_stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at IS NOT NULL GROUP BY w.id, w.name ORDER BY 3 DESC, 1`,
        mistake: 'discrete median instead of the continuous one (even counts)',
      },
      {
        sql: `SELECT w.name AS ward, COUNT(a.id) AS discharged_stays,
                     ROUND(percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM COALESCE(a.discharged_at, TIMESTAMP '2024-05-20') - a.admitted_at) / 3600)::numeric, 1) AS median_stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              GROUP BY w.id, w.name ORDER BY 3 DESC, 1`,
        mistake: 'includes open stays up to an assumed date',
      },
      {
        sql: `SELECT w.name AS ward, COUNT(*) AS discharged_stays,
                     ROUND(percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(DAY FROM a.discharged_at - a.admitted_at) * 24 + EXTRACT(HOUR FROM a.discharged_at - a.admitted_at))::numeric, 1) AS median_stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at IS NOT NULL GROUP BY w.id, w.name ORDER BY 3 DESC, 1`,
        mistake: 'stay length drops the minutes',
      },
      {
        sql: `SELECT w.name AS ward, COUNT(*) AS discharged_stays,
                     ROUND(percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600)::numeric, 1) AS median_stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at IS NOT NULL GROUP BY w.id, w.name ORDER BY 3 DESC, 2 DESC`,
        mistake: 'tie on the median broken by the number of stays instead of the ward name',
      },
      {
        sql: `SELECT w.name AS ward, COUNT(*) AS discharged_stays,
                     ROUND(percentile_cont(0.5) WITHIN GROUP (ORDER BY (a.discharged_at::date - a.admitted_at::date) * 24)::numeric, 1) AS median_stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at IS NOT NULL GROUP BY w.id, w.name ORDER BY 3 DESC, 1`,
        mistake: 'stay length from calendar days instead of the exact time',
      },
      {
        sql: `SELECT w.name AS ward, COUNT(*) AS discharged_stays,
                     ROUND(AVG(EXTRACT(EPOCH FROM a.discharged_at - a.admitted_at) / 3600), 1) AS median_stay_hours
              FROM admissions a JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              WHERE a.discharged_at IS NOT NULL GROUP BY w.id, w.name ORDER BY 3 DESC, 1`,
        mistake: 'average instead of median',
      },
    ],
  },
  'healthcare-blood-pressure-by-ward': {
    right: [
      `WITH bp AS (
         SELECT o.admission_id,
                (SELECT (c #>> '{valueQuantity,value}')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c #>> '{code,text}' = 'systolic') AS sys,
                (SELECT (c #>> '{valueQuantity,value}')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c #>> '{code,text}' = 'diastolic') AS dia
         FROM observations o
         WHERE o.resource #>> '{code,text}' = 'blood-pressure' AND o.resource ->> 'status' = 'final')
       SELECT w.name AS ward, COUNT(*) AS bp_readings,
              SUM(CASE WHEN bp.sys >= 140 OR bp.dia >= 90 THEN 1 ELSE 0 END) AS hypertensive_readings,
              ROUND(AVG(bp.sys), 1) AS avg_systolic
       FROM bp JOIN admissions a ON a.id = bp.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
       GROUP BY w.name ORDER BY 1`,
      `WITH c AS (
         SELECT o.id, o.admission_id,
                MAX((e -> 'valueQuantity' ->> 'value')::numeric) FILTER (WHERE e -> 'code' ->> 'text' = 'systolic') AS sys,
                MAX((e -> 'valueQuantity' ->> 'value')::numeric) FILTER (WHERE e -> 'code' ->> 'text' = 'diastolic') AS dia
         FROM observations o, jsonb_array_elements(o.resource -> 'component') e
         WHERE o.resource @> '{"code": {"text": "blood-pressure"}}' AND o.resource @> '{"status": "final"}'
         GROUP BY o.id, o.admission_id)
       SELECT w.name AS ward, COUNT(*) AS bp_readings,
              COUNT(*) FILTER (WHERE GREATEST(c.sys - 140, c.dia - 90) >= 0) AS hypertensive_readings,
              ROUND(AVG(c.sys), 1) AS avg_systolic
       FROM c JOIN admissions a ON a.id = c.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
       GROUP BY w.id, w.name ORDER BY ward`,
    ],
    wrong: [
      {
        sql: `WITH bp AS (SELECT o.admission_id, (o.resource -> 'component' -> 0 -> 'valueQuantity' ->> 'value')::numeric AS sys,
                                 (o.resource -> 'component' -> 1 -> 'valueQuantity' ->> 'value')::numeric AS dia
                          FROM observations o WHERE o.resource @> '{"code": {"text": "blood-pressure"}, "status": "final"}')
              SELECT w.name AS ward, COUNT(*) AS bp_readings, COUNT(*) FILTER (WHERE sys >= 140 OR dia >= 90) AS hypertensive_readings,
                     ROUND(AVG(sys), 1) AS avg_systolic
              FROM bp JOIN admissions a ON a.id = bp.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              GROUP BY w.name ORDER BY 1`,
        mistake: 'takes components by position although their order is not fixed',
      },
      {
        sql: `WITH bp AS (SELECT o.admission_id,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'systolic') AS sys,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'diastolic') AS dia
                          FROM observations o WHERE o.resource @> '{"code": {"text": "blood-pressure"}, "status": "final"}')
              SELECT w.name AS ward, COUNT(*) AS bp_readings, COUNT(*) FILTER (WHERE sys >= 140 AND dia >= 90) AS hypertensive_readings,
                     ROUND(AVG(sys), 1) AS avg_systolic
              FROM bp JOIN admissions a ON a.id = bp.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              GROUP BY w.name ORDER BY 1`,
        mistake: 'requires both thresholds (AND) where the text says or',
      },
      {
        sql: `WITH bp AS (SELECT o.admission_id,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'systolic') AS sys,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'diastolic') AS dia
                          FROM observations o WHERE o.resource @> '{"code": {"text": "blood-pressure"}, "status": "final"}')
              SELECT w.name AS ward, COUNT(*) AS bp_readings, COUNT(*) FILTER (WHERE sys > 140 OR dia > 90) AS hypertensive_readings,
                     ROUND(AVG(sys), 1) AS avg_systolic
              FROM bp JOIN admissions a ON a.id = bp.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              GROUP BY w.name ORDER BY 1`,
        mistake: 'strict thresholds drop 140/85 and 139/90',
      },
      {
        sql: `WITH bp AS (SELECT o.admission_id,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'systolic') AS sys,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'diastolic') AS dia
                          FROM observations o WHERE o.resource @> '{"code": {"text": "blood-pressure"}}')
              SELECT w.name AS ward, COUNT(*) AS bp_readings, COUNT(*) FILTER (WHERE sys >= 140 OR dia >= 90) AS hypertensive_readings,
                     ROUND(AVG(sys), 1) AS avg_systolic
              FROM bp JOIN admissions a ON a.id = bp.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              GROUP BY w.name ORDER BY 1`,
        mistake: 'keeps entered-in-error readings (no status filter)',
      },
      {
        sql: `WITH bp AS (SELECT o.admission_id,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'systolic') AS sys,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'diastolic') AS dia
                          FROM observations o WHERE o.resource @> '{"code": {"text": "blood-pressure"}, "status": "final"}')
              SELECT w.name AS ward, COUNT(*) AS bp_readings, COUNT(*) FILTER (WHERE sys >= 140 OR dia >= 90) AS hypertensive_readings,
                     ROUND(AVG(sys)::int, 1) AS avg_systolic
              FROM bp JOIN admissions a ON a.id = bp.admission_id JOIN beds b ON b.id = a.bed_id JOIN wards w ON w.id = b.ward_id
              GROUP BY w.name ORDER BY 1`,
        mistake: 'average rounded to an integer before rounding to 1 decimal',
      },
      {
        sql: `WITH bp AS (SELECT o.admission_id,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'systolic') AS sys,
                       (SELECT (c -> 'valueQuantity' ->> 'value')::numeric FROM jsonb_array_elements(o.resource -> 'component') c WHERE c -> 'code' ->> 'text' = 'diastolic') AS dia
                          FROM observations o WHERE o.resource @> '{"code": {"text": "blood-pressure"}, "status": "final"}')
              SELECT w.name AS ward, COUNT(*) AS bp_readings, COUNT(*) FILTER (WHERE sys >= 140 OR dia >= 90) AS hypertensive_readings,
                     ROUND(AVG(sys), 1) AS avg_systolic
              FROM wards w LEFT JOIN beds b ON b.ward_id = w.id LEFT JOIN admissions a ON a.bed_id = b.id LEFT JOIN bp ON bp.admission_id = a.id
              GROUP BY w.name ORDER BY 1`,
        mistake: 'LEFT JOIN shows wards without readings with bp_readings counted from empty rows',
      },
    ],
  },
};
