import { type HoldoutCases } from './types';

const neverUsed = (cond: string, order = 'c.registered_on, c.id'): string =>
  `SELECT c.id AS citizen_id, c.district, c.registered_on FROM citizens c WHERE ${cond} ORDER BY ${order}`;

const counterOnly = (cond: string, distinct = 'DISTINCT '): string =>
  `SELECT ${distinct}v.citizen_id, v.service FROM counter_visits v WHERE ${cond} ORDER BY v.service, v.citizen_id`;
const SUBMITTED = (extra = "AND e.event_type = 'submit_application'"): string =>
  `EXISTS (SELECT 1 FROM portal_events e WHERE e.citizen_id = v.citizen_id AND e.service = v.service ${extra})`;

/** Second held-out set (issue 32), public sector: written from the challenge text alone, before any grading run. */
export const PUBLIC_SECTOR: HoldoutCases = {
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
