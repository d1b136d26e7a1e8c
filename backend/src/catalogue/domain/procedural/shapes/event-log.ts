import { insert } from '../../sql-literals';
import type { Industry } from '../../generator.constants';
import { cap, code, cols, para, sql, titleCase, UNORDERED } from '../concepts/template';
import { FIRST_NAMES, LAST_NAMES } from '../family';
import type { Random } from '../random';
import { CASES, wrong } from '../authored';
import { an, list, personNames, stamp, shapeQuestions, type ShapeTemplate } from './shape';

/** Users and their timestamped events of a few types (a product's click stream). */
interface EventTheme {
  story: string;
  users: { table: string; one: string; many: string };
  events: { table: string; fk: string };
  /** The funnel's steps, in order. */
  steps: readonly [string, string, string];
  /** Another event type that is not a step. */
  noise: string;
}

const EVENT_LOGS: Record<Industry, EventTheme> = {
  ecommerce: { story: 'An online shop\'s click stream', users: { table: 'shoppers', one: 'shopper', many: 'shoppers' }, events: { table: 'web_events', fk: 'shopper_id' }, steps: ['view_product', 'add_to_cart', 'checkout'], noise: 'search' },
  saas: { story: 'A SaaS website\'s product analytics', users: { table: 'visitors', one: 'visitor', many: 'visitors' }, events: { table: 'events', fk: 'visitor_id' }, steps: ['visit_pricing', 'start_trial', 'subscribe'], noise: 'read_docs' },
  gaming: { story: 'A mobile game\'s telemetry', users: { table: 'players', one: 'player', many: 'players' }, events: { table: 'game_events', fk: 'player_id' }, steps: ['install', 'finish_tutorial', 'first_purchase'], noise: 'login' },
  marketing: { story: 'An email campaign\'s tracking log', users: { table: 'contacts', one: 'contact', many: 'contacts' }, events: { table: 'tracking_events', fk: 'contact_id' }, steps: ['email_open', 'link_click', 'sign_up'], noise: 'page_view' },
  healthcare: { story: 'A clinic booking app\'s events', users: { table: 'app_users', one: 'app user', many: 'app users' }, events: { table: 'app_events', fk: 'user_id' }, steps: ['search_doctor', 'select_slot', 'confirm_booking'], noise: 'view_profile' },
  finance: { story: 'A banking app\'s loan journey', users: { table: 'customers', one: 'customer', many: 'customers' }, events: { table: 'app_events', fk: 'customer_id' }, steps: ['open_loan_page', 'start_application', 'submit_application'], noise: 'check_balance' },
  hr: { story: 'A careers site\'s applicant tracking', users: { table: 'candidates', one: 'candidate', many: 'candidates' }, events: { table: 'site_events', fk: 'candidate_id' }, steps: ['view_job', 'start_application', 'submit_application'], noise: 'save_job' },
  logistics: { story: 'A shipping portal\'s customer events', users: { table: 'accounts', one: 'account', many: 'accounts' }, events: { table: 'portal_events', fk: 'account_id' }, steps: ['request_quote', 'book_shipment', 'pay_invoice'], noise: 'track_parcel' },
};

interface LoggedEvent {
  id: number;
  user: number;
  type: string;
  at: string;
}

export interface EventLogData {
  theme: EventTheme;
  users: Array<{ id: number; name: string }>;
  events: LoggedEvent[];
  setup: string;
  data: string;
}

/** Minutes from 2024-03-04 00:00. */
const at = (minutes: number): string => stamp('2024-03-04', minutes);

export function buildEventLog(industry: Industry, r: Random, opts: { duplicates?: boolean } = {}): EventLogData {
  const t = EVENT_LOGS[industry];
  const users = personNames(r, r.int(8, 10), FIRST_NAMES, LAST_NAMES).map((name, i) => ({ id: i + 1, name }));
  const raw: Array<Omit<LoggedEvent, 'id'> & { min: number }> = [];
  const push = (user: number, type: string, min: number) => raw.push({ user, type, at: at(min), min });
  const [a, b, c] = t.steps;
  users.forEach((u, i) => {
    if (i === users.length - 1) return; // one user signed up and did nothing
    let clock = r.int(0, 3) * 1440 + r.int(8 * 60, 20 * 60);
    const sessions = i <= 1 ? r.int(2, 3) : r.int(1, 3);
    // how far this user gets through the funnel: 0 = only step 1 ... 2 = all steps
    const reach = r.pick([0, 0, 1, 1, 2]);
    const path: string[] = [a];
    if (reach >= 1) path.push(b);
    if (reach >= 2) path.push(c);
    // some users do a later step before the first one: it does not count for the funnel
    if (reach === 0 && r.chance(0.4)) path.unshift(b);
    // scripted journeys: a second step 1 after step 2; a step 3 between two step 2s; step 3 in the same second as step 2
    if (i === 1) path.splice(0, path.length, a, b, a);
    if (i === 2) path.splice(0, path.length, a, b, c, b);
    if (i === 3) path.splice(0, path.length, a, b, c);
    if (i === 4) path.splice(0, path.length, a, b);
    if (i === 5) path.splice(0, path.length, a, b, `${c}_failed`);
    const perSession = Math.ceil((path.length + sessions) / sessions);
    for (let s = 0; s < sessions; s++) {
      const n = r.int(2, Math.max(2, perSession + 1));
      for (let k = 0; k < n; k++) {
        const step = path.length && (s === sessions - 1 || r.chance(0.6)) ? path.shift()! : t.noise;
        push(u.id, step, clock);
        clock += r.int(1, 14);
      }
      // next session after a long break (for the first two users 30 and 31 minutes: the edge of the timeout)
      clock += r.int(45, 600);
    }
    while (path.length) {
      push(u.id, path.shift()!, clock);
      clock += r.int(2, 9);
    }
  });
  // the first user's first break lasts exactly 30 minutes (same session), the second user's 31 (a new one)
  for (const [user, gap] of [[1, 30], [2, 31]] as const) {
    const mine = raw.filter((e) => e.user === user).sort((x, y) => x.min - y.min);
    const k = mine.findIndex((e, j) => j > 0 && e.min - mine[j - 1]!.min >= 45);
    if (k < 0) continue;
    const shift = mine[k]!.min - mine[k - 1]!.min - gap;
    for (const e of mine.slice(k)) e.min -= shift;
  }
  // the fourth user's step 3 happens in the same second as their step 2 (it does not count: not after it)
  const fourth = raw.filter((e) => e.user === 4);
  const stepTwo = fourth.find((e) => e.type === b);
  const stepThree = fourth.find((e) => e.type === c);
  if (stepTwo && stepThree) stepThree.min = stepTwo.min;
  // and the fifth user's step 2 in the same second as their step 1
  const fifth = raw.filter((e) => e.user === 5);
  const stepOne = fifth.find((e) => e.type === a);
  const second = fifth.find((e) => e.type === b);
  if (stepOne && second) second.min = stepOne.min;
  for (const e of raw) e.at = at(e.min);
  if (opts.duplicates) {
    // the tracker sent some events twice (same user, type and time); another user did two things in the same second
    for (const e of r.sample(raw, 3)) raw.push({ ...e });
    const other = r.pick(raw.filter((e) => e.type !== t.noise));
    raw.push({ user: other.user, type: t.noise, at: other.at, min: other.min });
    const someoneElse = r.pick(users.slice(0, -1).filter((u) => u.id !== other.user));
    raw.push({ user: someoneElse.id, type: other.type, at: other.at, min: other.min });
  }
  const events = raw
    .map((e, i) => ({ ...e, order: r.float() + (i >= raw.length - 5 && opts.duplicates ? 0.5 : 0) }))
    .sort((x, y) => x.min + x.order * 0.5 - (y.min + y.order * 0.5))
    .map((e, i) => ({ id: i + 1, user: e.user, type: e.type, at: e.at }));
  const E = t.events;
  const setup = [
    `CREATE TABLE ${t.users.table} (\n  id int PRIMARY KEY,\n  full_name text NOT NULL\n);`,
    insert(t.users.table, ['id', 'full_name'], users.map((u) => [u.id, u.name])),
    '',
    `CREATE TABLE ${E.table} (\n  id int PRIMARY KEY,\n  ${E.fk} int NOT NULL REFERENCES ${t.users.table}(id),\n  event_type text NOT NULL,\n  occurred_at timestamp NOT NULL\n);`,
    insert(E.table, ['id', E.fk, 'event_type', 'occurred_at'], events.map((e) => [e.id, e.user, e.type, e.at])),
  ].join('\n');
  const data = `${t.story}: ${users.length} ${t.users.many} (\`${t.users.table}\`) and ${events.length} events (\`${E.table}\`) over one week in March 2024, each with its \`event_type\` (${list([...t.steps, `${t.steps[2]}_failed`, t.noise].map((s) => `\`${s}\``))}) and \`occurred_at\` timestamp.${opts.duplicates ? ' The tracker occasionally sent the same event twice.' : ''}`;
  return { theme: t, users, events, setup, data };
}

const logQuestion = shapeQuestions('event-log', buildEventLog);

export const EVENT_LOG_TEMPLATES: ShapeTemplate[] = [
  logQuestion({ id: 'events-funnel', sqlConcept: 'ctes', concepts: ['funnels', 'cte'], rating: 1800, complexity: 2, category: 'ANALYTICS' }, (d) => {
    const { events: E, users: U, steps } = d.theme;
    const [a, b, c] = steps;
    const solution = sql(
      `WITH s1 AS (`,
      `  SELECT ${E.fk}, MIN(occurred_at) AS t1`,
      `  FROM ${E.table}`,
      `  WHERE event_type = '${a}'`,
      `  GROUP BY ${E.fk}`,
      `), s2 AS (`,
      `  SELECT s1.${E.fk}, MIN(e.occurred_at) AS t2`,
      `  FROM s1`,
      `  JOIN ${E.table} e ON e.${E.fk} = s1.${E.fk} AND e.event_type = '${b}' AND e.occurred_at > s1.t1`,
      `  GROUP BY s1.${E.fk}`,
      `), s3 AS (`,
      `  SELECT DISTINCT s2.${E.fk}`,
      `  FROM s2`,
      `  JOIN ${E.table} e ON e.${E.fk} = s2.${E.fk} AND e.event_type = '${c}' AND e.occurred_at > s2.t2`,
      `)`,
      `SELECT (SELECT COUNT(*) FROM s1) AS reached_${a},`,
      `       (SELECT COUNT(*) FROM s2) AS reached_${b},`,
      `       (SELECT COUNT(*) FROM s3) AS reached_${c};`,
    );
    return {
      title: `${titleCase(a.replace(/_/g, ' '))} to ${titleCase(c.replace(/_/g, ' '))} Funnel`,
      description: para(
        `Build a three-step funnel: \`${a}\` → \`${b}\` → \`${c}\`. ${cap(an(U.one))} reaches step 1 with any \`${a}\` event; reaches step 2 with a \`${b}\` event **strictly after** their first \`${a}\`; and reaches step 3 with a \`${c}\` event strictly after their first step-2 event (the first \`${b}\` that counted). Events out of order do not count, and each ${U.one} counts at most once per step.`,
        `Return a single row with how many ${U.many} reached each step: ${code(`reached_${a}`)}, ${code(`reached_${b}`)} and ${code(`reached_${c}`)}. ${UNORDERED}`,
      ),
      columns: [`reached_${a}`, `reached_${b}`, `reached_${c}`],
      solution,
      tags: ['funnel', 'cte', 'conversion'],
      hints: [
        `Work step by step: for each ${U.one}, when did they first reach step 1? Then, only for those, when did they first reach step 2 after that moment?`,
        `One CTE per step: \`MIN(occurred_at)\` per ${U.one} for \`${a}\`; the next CTE joins it back to ${code(E.table)} with \`e.occurred_at > s1.t1\` and takes the MIN again.`,
        `Finish with one SELECT of three scalar subqueries, \`(SELECT COUNT(*) FROM s1)\` and so on, one per step.`,
      ],
      approach: para(
        `A funnel keeps only ${U.many} who did the steps **in order**. The first CTE finds each ${U.one}'s first \`${a}\`. The second joins those ${U.many} to their \`${b}\` events that happened after it and keeps the earliest one, which is the moment step 2 was reached. The third does the same for \`${c}\` after that moment; \`DISTINCT\` makes sure ${an(U.one)} with two qualifying events counts once.`,
        `Each CTE only contains ${U.many} of the previous one, so the counts can only go down. Three scalar subqueries count them side by side in one row.`,
      ),
      mistakes: [
        `**Counting each event type independently** (\`COUNT(DISTINCT ${E.fk}) ... GROUP BY event_type\`). ${cap(an(U.one))} who did \`${b}\` before ever doing \`${a}\` is then counted at step 2, and the funnel can even widen.`,
        `**Comparing step 3 with the first step-1 time instead of the step-2 time**: a \`${c}\` that happened between \`${a}\` and \`${b}\` would wrongly count.`,
      ],
      params: [],
      authored: {
        accepts: [
          sql(
            `WITH firsts AS (`,
            `  SELECT u.${E.fk}, (SELECT MIN(occurred_at) FROM ${E.table} e WHERE e.${E.fk} = u.${E.fk} AND e.event_type = '${a}') AS t1`,
            `  FROM (SELECT DISTINCT ${E.fk} FROM ${E.table}) u`,
            `), seconds AS (`,
            `  SELECT f.${E.fk}, f.t1, (SELECT MIN(occurred_at) FROM ${E.table} e WHERE e.${E.fk} = f.${E.fk} AND e.event_type = '${b}' AND e.occurred_at > f.t1) AS t2`,
            `  FROM firsts f`,
            `)`,
            `SELECT COUNT(t1), COUNT(t2),`,
            `       COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.fk} = s.${E.fk} AND e.event_type = '${c}' AND e.occurred_at > s.t2))`,
            `FROM seconds s;`,
          ),
          sql(
            `WITH s1 AS (SELECT ${E.fk}, MIN(occurred_at) AS t1 FROM ${E.table} WHERE event_type = '${a}' GROUP BY ${E.fk}),`,
            `s2 AS (SELECT s1.${E.fk}, MIN(e.occurred_at) AS t2 FROM s1 JOIN ${E.table} e ON e.${E.fk} = s1.${E.fk} WHERE e.event_type = '${b}' AND e.occurred_at > s1.t1 GROUP BY s1.${E.fk})`,
            `SELECT (SELECT COUNT(*) FROM s1), (SELECT COUNT(*) FROM s2),`,
            `       (SELECT COUNT(DISTINCT s2.${E.fk}) FROM s2 JOIN ${E.table} e ON e.${E.fk} = s2.${E.fk} WHERE e.event_type = '${c}' AND e.occurred_at > s2.t2);`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT COUNT(DISTINCT ${E.fk}) FILTER (WHERE event_type = '${a}') AS reached_${a},`, `       COUNT(DISTINCT ${E.fk}) FILTER (WHERE event_type = '${b}') AS reached_${b},`, `       COUNT(DISTINCT ${E.fk}) FILTER (WHERE event_type = '${c}') AS reached_${c}`, `FROM ${E.table};`), 'counts each step whatever the order of the events', `${an(U.one)} who did a later step before the first one`),
          wrong(solution.replaceAll('e.occurred_at > s', 'e.occurred_at >= s'), 'counts a step that happens in the same second as the one before it', 'two steps in the same second'),
          wrong(solution.replace(`JOIN ${E.table} e ON e.${E.fk} = s2.${E.fk} AND e.event_type = '${c}' AND e.occurred_at > s2.t2`, `JOIN s1 ON s1.${E.fk} = s2.${E.fk}
  JOIN ${E.table} e ON e.${E.fk} = s2.${E.fk} AND e.event_type = '${c}' AND e.occurred_at > s1.t1`), 'step 3 only has to follow step 1, not step 2', `${an(U.one)} whose last step comes between the first two`),
          wrong(solution.replace(`e.event_type = '${c}'`, `e.event_type LIKE '${c}%'`), 'matches the event type by a name pattern, which also takes the failed variant', 'a failed final step'),
        ],
      },
    };
  }),
  logQuestion({ id: 'events-sessions', sqlConcept: 'window_functions', concepts: ['sessionisation', 'lag-lead', 'running-total-frame'], rating: 1850, complexity: 2, category: 'WINDOW_FUNCTION' }, (d) => {
    const { events: E, users: U } = d.theme;
    const solution = sql(
      `WITH marked AS (`,
      `  SELECT ${E.fk}, occurred_at,`,
      `         CASE WHEN occurred_at - LAG(occurred_at) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id) <= INTERVAL '30 minutes'`,
      `              THEN 0 ELSE 1 END AS new_session,`,
      `         id`,
      `  FROM ${E.table}`,
      `), numbered AS (`,
      `  SELECT ${E.fk}, occurred_at,`,
      `         SUM(new_session) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id) AS session_no`,
      `  FROM marked`,
      `)`,
      `SELECT ${E.fk}, session_no, MIN(occurred_at) AS started_at, MAX(occurred_at) AS ended_at, COUNT(*) AS events`,
      `FROM numbered`,
      `GROUP BY ${E.fk}, session_no`,
      `ORDER BY ${E.fk}, session_no;`,
    );
    return {
      title: `${titleCase(U.one)} Sessions with a 30-Minute Timeout`,
      description: para(
        `Split each ${U.one}'s events in ${code(E.table)} into *sessions*: a session starts with ${an(U.one)}'s first event, and a new one starts whenever **more than 30 minutes** pass since that ${U.one}'s previous event (a gap of exactly 30 minutes stays in the same session). Events are in \`occurred_at\` order, by \`id\` at the same time.`,
        `Return ${code(E.fk)}, ${code('session_no')} (1 for the ${U.one}'s first session, then 2, ...), ${code('started_at')} and ${code('ended_at')} (the first and last event time) and ${code('events')} (how many events), ordered by ${code(E.fk)}, then ${code('session_no')}.`,
      ),
      columns: [E.fk, 'session_no', 'started_at', 'ended_at', 'events'],
      solution,
      tags: ['sessionization', 'window', 'lag', 'running-sum'],
      hints: [
        `Decide per event whether it *starts* a session: it does when it is the ${U.one}'s first event, or when the gap to their previous event is over 30 minutes.`,
        `\`LAG(occurred_at) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id)\` gives the previous event's time; turn "starts a session" into a 1/0 flag with CASE (a NULL gap counts as a start).`,
        `A running \`SUM\` of that flag over the same window numbers the sessions 1, 2, 3...; then GROUP BY ${U.one} and session number for MIN, MAX and COUNT.`,
      ],
      approach: para(
        `Sessionisation is done in three passes. First, \`LAG\` compares each event with the same ${U.one}'s previous one; the CASE yields 0 when the gap is at most 30 minutes and 1 otherwise, which includes the first event, where the gap is NULL and the comparison is not true.`,
        `Second, a running \`SUM\` of the flags in event order gives each event its session number: it goes up by one exactly where a session starts. Finally, grouping by ${U.one} and session number turns each session into one row with its start, end and size. Ordering both windows by \`occurred_at, id\` keeps events at the same instant in a fixed order.`,
      ),
      mistakes: [
        `**Using \`< INTERVAL '30 minutes'\`** for "same session": a gap of exactly 30 minutes then starts a new session, although the text keeps it in the same one.`,
        `**Flagging with \`> INTERVAL '30 minutes' THEN 1 ELSE 0\`**: for each ${U.one}'s first event the gap is NULL, the comparison is not true, the flag is 0 and the first session is numbered 0.`,
      ],
      params: [],
      authored: {
        accepts: [
          sql(
            `WITH gaps AS (`,
            `  SELECT ${E.fk}, occurred_at, id, occurred_at - LAG(occurred_at) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id) AS gap`,
            `  FROM ${E.table}`,
            `), numbered AS (`,
            `  SELECT ${E.fk}, occurred_at, 1 + COUNT(*) FILTER (WHERE gap > INTERVAL '30 minutes') OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id) AS session_no`,
            `  FROM gaps`,
            `)`,
            `SELECT ${E.fk}, session_no, MIN(occurred_at), MAX(occurred_at), COUNT(*)`,
            `FROM numbered GROUP BY 1, 2 ORDER BY 1, 2;`,
          ),
          sql(
            `WITH marked AS (`,
            `  SELECT ${E.fk}, occurred_at, id,`,
            `         CASE WHEN LAG(occurred_at) OVER w IS NULL OR occurred_at - LAG(occurred_at) OVER w > INTERVAL '30 minutes' THEN 1 ELSE 0 END AS starts`,
            `  FROM ${E.table}`,
            `  WINDOW w AS (PARTITION BY ${E.fk} ORDER BY occurred_at, id)`,
            `), numbered AS (`,
            `  SELECT ${E.fk}, occurred_at, SUM(starts) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id ROWS UNBOUNDED PRECEDING) AS session_no FROM marked`,
            `)`,
            `SELECT ${E.fk}, session_no, MIN(occurred_at) AS started_at, MAX(occurred_at) AS ended_at, COUNT(*) AS events`,
            `FROM numbered GROUP BY ${E.fk}, session_no ORDER BY ${E.fk}, session_no;`,
          ),
        ],
        rejects: [
          wrong(solution.replace(`<= INTERVAL '30 minutes'`, `< INTERVAL '30 minutes'`), 'a gap of exactly 30 minutes starts a new session', 'a gap of exactly 30 minutes'),
          wrong(solution.replace(`LAG(occurred_at) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id)`, 'LAG(occurred_at) OVER (ORDER BY occurred_at, id)'), `LAG without PARTITION BY compares with another ${U.one}'s event`, CASES.interleaved),
          wrong(solution.replace(`CASE WHEN occurred_at - LAG(occurred_at) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id) <= INTERVAL '30 minutes'`, `CASE WHEN EXTRACT(MINUTE FROM occurred_at - LAG(occurred_at) OVER (PARTITION BY ${E.fk} ORDER BY occurred_at, id)) <= 30`), 'reads only the minutes part of the gap, ignoring its hours and days', 'a gap of more than an hour'),
          wrong(solution.replace('COUNT(*) AS events', 'COUNT(DISTINCT occurred_at) AS events'), 'counts distinct times, not events', 'two events in the same second'),
        ],
      },
    };
  }),
  logQuestion({ id: 'events-deduplicate', sqlConcept: 'window_functions', concepts: ['deduplication', 'ranking-window'], rating: 1450, complexity: 1, category: 'WINDOW_FUNCTION', dataset: { duplicates: true } }, (d, r) => {
    const { events: E, users: U } = d.theme;
    const perType = r.chance(0.5);
    const solution = perType
      ? sql(
          `SELECT event_type, COUNT(*) AS events, COUNT(DISTINCT ${E.fk}) AS ${U.many.replace(/ /g, '_')}`,
          `FROM (`,
          `  SELECT DISTINCT ${E.fk}, event_type, occurred_at`,
          `  FROM ${E.table}`,
          `) deduplicated`,
          `GROUP BY event_type`,
          `ORDER BY event_type;`,
        )
      : sql(
          `SELECT id, ${E.fk}, event_type, occurred_at`,
          `FROM (`,
          `  SELECT id, ${E.fk}, event_type, occurred_at,`,
          `         ROW_NUMBER() OVER (PARTITION BY ${E.fk}, event_type, occurred_at ORDER BY id) AS copy_no`,
          `  FROM ${E.table}`,
          `) numbered`,
          `WHERE copy_no = 1`,
          `ORDER BY occurred_at, id;`,
        );
    const countCol = U.many.replace(/ /g, '_');
    const rule = `Two rows are duplicates when they have the same \`${E.fk}\`, \`event_type\` and \`occurred_at\` (only \`id\` differs); rows that differ in any of the three are different events, even at the same moment.`;
    return {
      title: perType ? 'Event Counts After Removing Duplicates' : 'Remove Duplicate Tracking Events',
      description: perType
        ? para(
            `The tracker sometimes sent the same event twice. ${rule}`,
            `Count the events per type **after removing duplicates**. Return ${code('event_type')}, ${code('events')} (distinct events of that type) and ${code(countCol)} (how many different ${U.many} had one), ordered by ${code('event_type')}.`,
          )
        : para(
            `The tracker sometimes sent the same event twice. ${rule}`,
            `Return the log without duplicates, keeping the copy with the **smallest \`id\`**: ${cols('id', E.fk, 'event_type', 'occurred_at')}, ordered by ${code('occurred_at')}, then ${code('id')}.`,
          ),
      columns: perType ? ['event_type', 'events', countCol] : ['id', E.fk, 'event_type', 'occurred_at'],
      solution,
      tags: perType ? ['deduplication', 'distinct', 'group-by'] : ['deduplication', 'row-number'],
      hints: perType
        ? [
            `First make the rows unique, then count. Which columns define "the same event"? Not \`id\`.`,
            `\`SELECT DISTINCT ${E.fk}, event_type, occurred_at\` in a subquery removes the duplicates; the outer query groups that by \`event_type\`.`,
            `In the outer query \`COUNT(*)\` counts distinct events and \`COUNT(DISTINCT ${E.fk})\` counts ${U.many}; sort by \`event_type\`.`,
          ]
        : [
            `You want one row per (\`${E.fk}\`, \`event_type\`, \`occurred_at\`) while still returning the \`id\` of one specific copy.`,
            `Number the copies inside each duplicate group: \`ROW_NUMBER() OVER (PARTITION BY ${E.fk}, event_type, occurred_at ORDER BY id)\`.`,
            `Compute that number in a subquery and keep \`= 1\` outside it (a window cannot be filtered in the same WHERE); sort by \`occurred_at, id\`.`,
          ],
      approach: perType
        ? para(
            `Deduplicate first, aggregate second. \`SELECT DISTINCT\` over the three columns that identify an event collapses each set of copies into one row (\`id\` is left out on purpose, since the copies differ only there). Grouping that result by \`event_type\` then counts real events with \`COUNT(*)\` and distinct ${U.many} with \`COUNT(DISTINCT ${E.fk})\`.`,
            `Counting \`DISTINCT\` over a single column in the raw table would not work: two different events of one ${U.one} at different times are not duplicates.`,
          )
        : para(
            `\`ROW_NUMBER()\` partitioned by the columns that identify an event numbers the copies of each event 1, 2, ...; ordering the window by \`id\` makes the smallest id copy number 1. Keeping copy 1 removes the duplicates and leaves unique events untouched.`,
            `PostgreSQL's \`DISTINCT ON (${E.fk}, event_type, occurred_at) ... ORDER BY ${E.fk}, event_type, occurred_at, id\` is an equivalent shortcut, but it needs its own outer sort for the requested order.`,
          ),
      mistakes: perType
        ? [
            `**Counting the raw rows**: the duplicates inflate the counts of exactly the event types the tracker resent.`,
            `**Leaving \`${E.fk}\` or \`occurred_at\` out of the DISTINCT**: then different ${U.many} acting at the same moment, or ${an(U.one)} repeating an action later, collapse into one event.`,
          ]
        : [
            `**\`SELECT DISTINCT *\`**: the copies differ in \`id\`, so DISTINCT over all columns removes nothing.`,
            `**Partitioning by too few columns** (for example only \`${E.fk}\` and \`occurred_at\`): two *different* event types recorded in the same second by one ${U.one} are then treated as duplicates and one is lost.`,
          ],
      params: [String(perType)],
      authored: perType
        ? {
            accepts: [
              sql(`SELECT event_type, COUNT(DISTINCT (${E.fk}, occurred_at)), COUNT(DISTINCT ${E.fk})`, `FROM ${E.table}`, `GROUP BY event_type`, `ORDER BY 1;`),
              sql(`SELECT event_type, COUNT(*), COUNT(DISTINCT ${E.fk})`, `FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY ${E.fk}, event_type, occurred_at ORDER BY id) AS copy FROM ${E.table}) x`, `WHERE copy = 1`, `GROUP BY event_type`, `ORDER BY event_type;`),
            ],
            rejects: [
              wrong(sql(`SELECT event_type, COUNT(*) AS events, COUNT(DISTINCT ${E.fk}) AS ${countCol}`, `FROM ${E.table}`, `GROUP BY event_type`, `ORDER BY event_type;`), 'counts the duplicates too', 'an event the tracker sent twice'),
              wrong(solution.replace(`SELECT DISTINCT ${E.fk}, event_type, occurred_at`, 'SELECT DISTINCT event_type, occurred_at'), `leaves ${E.fk} out of the identity, so two ${U.many} acting at the same moment count once`, `two ${U.many} doing the same thing in the same second`),
              wrong(solution.replace(`SELECT DISTINCT ${E.fk}, event_type, occurred_at`, `SELECT DISTINCT ${E.fk}, event_type`), `leaves occurred_at out, so ${an(U.one)} repeating an action later counts once`, `${an(U.one)} doing the same thing twice at different times`),
              wrong(solution.replace(`SELECT DISTINCT ${E.fk}, event_type, occurred_at`, `SELECT DISTINCT id, ${E.fk}, event_type, occurred_at`), 'DISTINCT over the id removes nothing: the copies differ only there', 'an event the tracker sent twice'),
            ],
          }
        : {
            accepts: [
              sql(`SELECT * FROM (SELECT DISTINCT ON (${E.fk}, event_type, occurred_at) id, ${E.fk}, event_type, occurred_at FROM ${E.table} ORDER BY ${E.fk}, event_type, occurred_at, id) d`, `ORDER BY occurred_at, id;`),
              sql(`SELECT e.id, e.${E.fk}, e.event_type, e.occurred_at`, `FROM ${E.table} e`, `WHERE NOT EXISTS (SELECT 1 FROM ${E.table} d WHERE d.${E.fk} = e.${E.fk} AND d.event_type = e.event_type AND d.occurred_at = e.occurred_at AND d.id < e.id)`, `ORDER BY 4, 1;`),
            ],
            rejects: [
              wrong(sql(`SELECT DISTINCT id, ${E.fk}, event_type, occurred_at`, `FROM ${E.table}`, `ORDER BY occurred_at, id;`), 'DISTINCT over all columns removes nothing: the copies differ in id', 'an event the tracker sent twice'),
              wrong(solution.replace(`PARTITION BY ${E.fk}, event_type, occurred_at`, `PARTITION BY ${E.fk}, occurred_at`), `two different event types of one ${U.one} in the same second are treated as copies`, `${an(U.one)} doing two things in the same second`),
              wrong(solution.replace(`PARTITION BY ${E.fk}, event_type, occurred_at`, 'PARTITION BY event_type, occurred_at'), `two ${U.many} doing the same thing in the same second are treated as copies`, `two ${U.many} doing the same thing in the same second`),
              wrong(solution.replace('occurred_at ORDER BY id) AS copy_no', 'occurred_at ORDER BY id DESC) AS copy_no'), 'keeps the copy with the largest id', 'an event the tracker sent twice'),
            ],
          },
    };
  }),
  logQuestion({ id: 'events-day-cohorts', sqlConcept: 'ctes', concepts: ['cohorts-retention', 'cte', 'semi-join'], rating: 1750, complexity: 2, category: 'ANALYTICS' }, (d) => {
    const { events: E, users: U } = d.theme;
    const solution = sql(
      `WITH firsts AS (`,
      `  SELECT ${E.fk}, MIN(occurred_at)::date AS cohort_day`,
      `  FROM ${E.table}`,
      `  GROUP BY ${E.fk}`,
      `)`,
      `SELECT f.cohort_day,`,
      `       COUNT(*) AS ${U.many.replace(/ /g, '_')},`,
      `       COUNT(*) FILTER (WHERE EXISTS (`,
      `         SELECT 1 FROM ${E.table} e WHERE e.${E.fk} = f.${E.fk} AND e.occurred_at::date > f.cohort_day`,
      `       )) AS came_back`,
      `FROM firsts f`,
      `GROUP BY f.cohort_day`,
      `ORDER BY f.cohort_day;`,
    );
    const countCol = U.many.replace(/ /g, '_');
    return {
      title: `Daily Cohorts of ${titleCase(U.many)} and Who Came Back`,
      description: para(
        `Group the ${U.many} into cohorts by the **calendar day of their first event** in ${code(E.table)}. ${cap(an(U.one))} *came back* when they have at least one event on a **later calendar day** (another event later the same day does not count). ${titleCase(U.many)} without any event belong to no cohort.`,
        `Return ${code('cohort_day')} (a \`date\`), ${code(countCol)} (the cohort's size) and ${code('came_back')} (how many of them came back), ordered by ${code('cohort_day')}.`,
      ),
      columns: ['cohort_day', countCol, 'came_back'],
      solution,
      tags: ['cohorts', 'retention', 'cte', 'exists', 'filter'],
      hints: [
        `Two facts per ${U.one}: the day of their first event (their cohort), and whether any event falls on a later day.`,
        `A CTE with \`MIN(occurred_at)::date\` per ${U.one} gives the cohort; \`EXISTS\` with a correlated subquery tells whether a later-day event exists.`,
        `Group the CTE by \`cohort_day\`: \`COUNT(*)\` is the size and \`COUNT(*) FILTER (WHERE EXISTS (...))\` counts those who came back; compare dates with \`occurred_at::date > cohort_day\`.`,
      ],
      approach: para(
        `Retention analysis starts by giving each ${U.one} a cohort: here the date of their first event, \`MIN(occurred_at)::date\`. ${cap(an(U.one))} came back when an event exists on a later date, which a correlated \`EXISTS\` checks without multiplying rows.`,
        `Grouping by the cohort day then counts everyone with \`COUNT(*)\` and only the returners with an aggregate \`FILTER\`. Comparing *dates* (not timestamps) is what makes "later the same day" not count.`,
      ),
      mistakes: [
        `**Comparing timestamps** (\`e.occurred_at > first_event_time\`): every ${U.one} with a second event on their first day would count as having come back.`,
        `**Joining the events instead of using EXISTS**: each ${U.one} is then counted once per later event, inflating both the cohort and the returners unless everything is made DISTINCT.`,
      ],
      params: [],
      authored: {
        accepts: [
          sql(`SELECT cohort_day, COUNT(*), COUNT(*) FILTER (WHERE last_day > cohort_day)`, `FROM (SELECT ${E.fk}, MIN(occurred_at)::date AS cohort_day, MAX(occurred_at)::date AS last_day FROM ${E.table} GROUP BY ${E.fk}) x`, `GROUP BY 1`, `ORDER BY 1;`),
          sql(
            `WITH firsts AS (SELECT ${E.fk}, date_trunc('day', MIN(occurred_at))::date AS cohort_day FROM ${E.table} GROUP BY ${E.fk})`,
            `SELECT f.cohort_day, COUNT(*), SUM(CASE WHEN EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.fk} = f.${E.fk} AND e.occurred_at >= f.cohort_day + 1) THEN 1 ELSE 0 END)`,
            `FROM firsts f`,
            `GROUP BY f.cohort_day`,
            `ORDER BY f.cohort_day;`,
          ),
        ],
        rejects: [
          wrong(sql(`WITH firsts AS (SELECT ${E.fk}, MIN(occurred_at) AS first_at FROM ${E.table} GROUP BY ${E.fk})`, `SELECT first_at::date AS cohort_day, COUNT(*) AS ${countCol},`, `       COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.fk} = f.${E.fk} AND e.occurred_at > f.first_at)) AS came_back`, `FROM firsts f`, `GROUP BY 1`, `ORDER BY 1;`), 'compares timestamps: a later event the same day counts as coming back', `${an(U.one)} with two events on their first day only`),
          wrong(solution.replace(`e.occurred_at::date > f.cohort_day`, `e.occurred_at > f.cohort_day + 1`), 'a timestamp bound that misses an event at exactly midnight of the next day', 'an event at exactly midnight of the next day'),
          wrong(sql(`WITH firsts AS (SELECT ${E.fk}, MIN(occurred_at) AS first_at FROM ${E.table} GROUP BY ${E.fk})`, `SELECT first_at::date AS cohort_day, COUNT(*) AS ${countCol},`, `       COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.fk} = f.${E.fk} AND e.occurred_at >= f.first_at + INTERVAL '1 day')) AS came_back`, `FROM firsts f`, `GROUP BY 1`, `ORDER BY 1;`), 'waits 24 hours instead of the next calendar day', 'a return the next calendar day but less than 24 hours later'),
          wrong(sql(`WITH firsts AS (`, `  SELECT u.id AS ${E.fk}, MIN(e.occurred_at)::date AS cohort_day`, `  FROM ${U.table} u LEFT JOIN ${E.table} e ON e.${E.fk} = u.id`, `  GROUP BY u.id`, `)`, `SELECT f.cohort_day, COUNT(*) AS ${countCol},`, `       COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${E.table} e WHERE e.${E.fk} = f.${E.fk} AND e.occurred_at::date > f.cohort_day)) AS came_back`, `FROM firsts f`, `GROUP BY f.cohort_day`, `ORDER BY f.cohort_day;`), `puts ${U.many} without events into a cohort of their own`, `${an(U.one)} with no events`),
        ],
      },
    };
  }),
];
