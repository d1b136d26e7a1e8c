import { type HoldoutCases } from './types';

const neverUsed = (cond: string, order = 'c.registered_on, c.id'): string =>
  `SELECT c.id AS citizen_id, c.district, c.registered_on FROM citizens c WHERE ${cond} ORDER BY ${order}`;

const counterOnly = (cond: string, distinct = 'DISTINCT '): string =>
  `SELECT ${distinct}v.citizen_id, v.service FROM counter_visits v WHERE ${cond} ORDER BY v.service, v.citizen_id`;
const SUBMITTED = (extra = "AND e.event_type = 'submit_application'"): string =>
  `EXISTS (SELECT 1 FROM portal_events e WHERE e.citizen_id = v.citizen_id AND e.service = v.service ${extra})`;

const siblings = (opts: { avgWhere?: string; where?: string; cmp?: string; key?: string } = {}): string =>
  `WITH a AS (SELECT parent_id, AVG(budget_keur) AS avg_b FROM org_units WHERE ${opts.avgWhere ?? 'dissolved_on IS NULL'} GROUP BY parent_id)
   SELECT u.name, u.budget_keur, ROUND(a.avg_b, 2) AS sibling_avg
   FROM org_units u JOIN a ON a.parent_id = ${opts.key ?? 'u.parent_id'}
   WHERE ${opts.where ?? 'u.dissolved_on IS NULL'} AND ${opts.cmp ?? 'u.budget_keur > a.avg_b'}
   ORDER BY u.name`;

const topOffices = (rank: string, where = "d.unit_type = 'division' AND o.unit_type = 'office' AND d.dissolved_on IS NULL AND o.dissolved_on IS NULL"): string =>
  `SELECT division, office, budget_keur, budget_rank FROM (
     SELECT d.name AS division, o.name AS office, o.budget_keur, ${rank} AS budget_rank
     FROM org_units d JOIN org_units o ON o.parent_id = d.id WHERE ${where}) r
   WHERE budget_rank <= 2 ORDER BY division, budget_rank, office`;
const RANK_BY_DIVISION = 'RANK() OVER (PARTITION BY d.id ORDER BY o.budget_keur DESC)';

/** Second held-out set (issue 32), public sector: written from the challenge text alone, before any grading run. */
export const PUBLIC_SECTOR: HoldoutCases = {
  'public-sector-above-sibling-average-budgets': {
    right: [
      `SELECT name, budget_keur, ROUND(sib_avg, 2) AS sibling_avg FROM (
         SELECT name, budget_keur, parent_id, AVG(budget_keur) OVER (PARTITION BY parent_id) AS sib_avg
         FROM org_units WHERE dissolved_on IS NULL) t
       WHERE parent_id IS NOT NULL AND budget_keur > sib_avg
       ORDER BY name`,
      `SELECT u.name, u.budget_keur, ROUND(AVG(s.budget_keur), 2) AS sibling_avg
       FROM org_units u JOIN org_units s ON s.parent_id = u.parent_id AND s.dissolved_on IS NULL
       WHERE u.dissolved_on IS NULL
       GROUP BY u.id, u.name, u.budget_keur
       HAVING u.budget_keur > AVG(s.budget_keur)
       ORDER BY 1`,
    ],
    wrong: [
      { sql: siblings({ avgWhere: 'true' }), why: 'dissolved siblings are left out of the average', cls: 'status-filter' },
      { sql: siblings({ where: 'true' }), why: 'dissolved units are not candidates', cls: 'status-filter' },
      { sql: siblings({ cmp: 'u.budget_keur >= a.avg_b' }), why: 'a unit exactly at the average (an only child, for one) is not listed', cls: 'inclusive-bound' },
      { sql: siblings({ cmp: 'u.budget_keur > ROUND(a.avg_b, 2)' }), why: 'compares with the rounded average instead of the exact one', cls: 'rounding-order' },
      { sql: siblings({ key: 'u.id' }), why: "averages the unit's children, not its siblings", cls: 'wrong-join-key' },
      {
        sql: `SELECT u.name, u.budget_keur, ROUND(AVG(s.budget_keur), 2) AS sibling_avg
              FROM org_units u JOIN org_units s ON s.parent_id = u.parent_id AND s.id <> u.id AND s.dissolved_on IS NULL
              WHERE u.dissolved_on IS NULL
              GROUP BY u.id, u.name, u.budget_keur HAVING u.budget_keur > AVG(s.budget_keur)
              ORDER BY u.name`,
        why: 'the sibling average includes the unit itself',
        cls: 'wrong-denominator',
      },
    ],
  },
  'public-sector-top-two-offices-per-division': {
    right: [
      `SELECT d.name AS division, o.name AS office, o.budget_keur,
              1 + (SELECT COUNT(*) FROM org_units x WHERE x.parent_id = d.id AND x.unit_type = 'office' AND x.dissolved_on IS NULL AND x.budget_keur > o.budget_keur) AS budget_rank
       FROM org_units d JOIN org_units o ON o.parent_id = d.id
       WHERE d.unit_type = 'division' AND o.unit_type = 'office' AND d.dissolved_on IS NULL AND o.dissolved_on IS NULL
         AND (SELECT COUNT(*) FROM org_units x WHERE x.parent_id = d.id AND x.unit_type = 'office' AND x.dissolved_on IS NULL AND x.budget_keur > o.budget_keur) < 2
       ORDER BY 1, 4, 2`,
      topOffices('RANK() OVER (PARTITION BY o.parent_id ORDER BY o.budget_keur DESC)'),
    ],
    wrong: [
      { sql: topOffices('DENSE_RANK() OVER (PARTITION BY d.id ORDER BY o.budget_keur DESC)'), why: 'after two offices tied first the next is third (1, 1, 3) and dropped; DENSE_RANK keeps it', cls: 'tie-break' },
      { sql: topOffices('ROW_NUMBER() OVER (PARTITION BY d.id ORDER BY o.budget_keur DESC, o.name)'), why: 'offices with equal budgets share a rank; ROW_NUMBER cuts a tie at second place', cls: 'tie-break' },
      { sql: topOffices(RANK_BY_DIVISION, "d.unit_type = 'division' AND o.name LIKE '%Office' AND d.dissolved_on IS NULL AND o.dissolved_on IS NULL"), why: 'offices are the unit_type column, not units whose name ends in Office', cls: 'type-from-code' },
      { sql: topOffices(RANK_BY_DIVISION, "d.unit_type = 'division' AND o.unit_type = 'office' AND o.dissolved_on IS NULL"), why: 'a dissolved division does not count, even with active offices', cls: 'status-filter' },
      { sql: topOffices('RANK() OVER (PARTITION BY d.unit_type ORDER BY o.budget_keur DESC)'), why: 'ranks the offices of all divisions together', cls: 'window-partition' },
      { sql: topOffices(RANK_BY_DIVISION, "d.unit_type = 'division' AND d.dissolved_on IS NULL AND o.dissolved_on IS NULL"), why: 'ranks every child unit, not only those of type office', cls: 'incomplete-predicate' },
    ],
  },
  'public-sector-citizens-who-never-used-portal': {
    right: [
      `SELECT c.id AS citizen_id, c.district, c.registered_on
       FROM citizens c LEFT JOIN portal_events e ON e.citizen_id = c.id
       WHERE e.id IS NULL ORDER BY 3, 1`,
      neverUsed('c.id NOT IN (SELECT e.citizen_id FROM portal_events e WHERE e.citizen_id IS NOT NULL)'),
    ],
    wrong: [
      {
        sql: `SELECT c.id AS citizen_id, c.district, c.registered_on
              FROM citizens c LEFT JOIN portal_events e ON e.citizen_id = c.id
              GROUP BY c.id, c.district, c.registered_on HAVING COUNT(*) = 0
              ORDER BY c.registered_on, c.id`,
        why: 'COUNT(*) over a LEFT JOIN is never 0: a citizen without events still has the NULL row',
        cls: 'count-col-vs-star',
      },
      { sql: neverUsed('c.id NOT IN (SELECT e.citizen_id FROM portal_events e)'), why: 'NOT IN over a column holding NULLs (anonymous page views) is never true', cls: 'not-in-null' },
      { sql: neverUsed("NOT EXISTS (SELECT 1 FROM portal_events e WHERE e.citizen_id = c.id AND e.event_type <> 'view_service')"), why: 'any row counts as using the portal, page views included', cls: 'status-filter' },
      { sql: neverUsed("NOT EXISTS (SELECT 1 FROM portal_events e WHERE e.citizen_id = c.id AND e.event_type = 'login')"), why: 'a citizen with events but no login row has used the portal', cls: 'status-filter' },
      { sql: neverUsed('NOT EXISTS (SELECT 1 FROM portal_events e WHERE e.id = c.id)'), why: 'the subquery compares the event id with the citizen id', cls: 'wrong-join-key' },
      { sql: neverUsed('NOT EXISTS (SELECT 1 FROM portal_events e WHERE e.citizen_id = c.id)', 'c.registered_on'), why: 'citizens registered on the same day are not ordered by id', cls: 'tie-break' },
    ],
  },
  'public-sector-counter-only-services': {
    right: [
      // submit_application rows always carry a citizen and a service (CHECKs), so NOT IN over them is safe
      counterOnly("(v.citizen_id, v.service) NOT IN (SELECT citizen_id, service FROM portal_events WHERE event_type = 'submit_application')"),
      `SELECT v.citizen_id, v.service FROM counter_visits v
       LEFT JOIN portal_events e ON e.citizen_id = v.citizen_id AND e.service = v.service AND e.event_type = 'submit_application'
       WHERE e.id IS NULL
       GROUP BY v.citizen_id, v.service ORDER BY 2, 1`,
    ],
    wrong: [
      { sql: counterOnly(`NOT ${SUBMITTED('')}`), why: 'any portal event for the service counts as submitting; only submit_application does', cls: 'status-filter' },
      { sql: counterOnly(`NOT ${SUBMITTED()}`, ''), why: 'a citizen who visited the counter several times appears several times; each pair once', cls: 'distinct-misuse' },
      { sql: counterOnly("NOT EXISTS (SELECT 1 FROM portal_events e WHERE e.citizen_id = v.citizen_id AND e.event_type = 'submit_application')"), why: 'an online application for another service does not count for this one', cls: 'wrong-join-key' },
      { sql: counterOnly("v.service NOT IN (SELECT e.service FROM portal_events e WHERE e.citizen_id = v.citizen_id AND e.event_type IN ('submit_application', 'login'))"), why: 'login rows (NULL service) make the NOT IN unknown, dropping every citizen who logged in', cls: 'not-in-null' },
      { sql: counterOnly(`NOT ${SUBMITTED("AND e.event_type IN ('submit_application', 'payment')")}`), why: 'a payment is not a submission', cls: 'status-filter' },
      {
        sql: `SELECT citizen_id, service FROM counter_visits
              EXCEPT ALL
              SELECT citizen_id, service FROM portal_events WHERE event_type = 'submit_application'
              ORDER BY service, citizen_id`,
        why: 'EXCEPT ALL keeps repeated counter visits: each pair must appear once',
        cls: 'distinct-misuse',
      },
    ],
  },
};
