import { type HoldoutCases } from './types';

const openers = (cond: string, distinct = 'DISTINCT '): string =>
  `SELECT ${distinct}c.id, c.email FROM contacts c JOIN message_events e ON e.contact_id = c.id
   WHERE e.event_type = 'opened' AND ${cond} ORDER BY c.id`;

const weekend = (local: string, dow = 'EXTRACT(ISODOW FROM sent_at_berlin) IN (6, 7)'): string =>
  `SELECT id, name, sent_at_berlin FROM (SELECT id, name, ${local} AS sent_at_berlin FROM campaigns) t
   WHERE ${dow} ORDER BY sent_at_berlin`;
const BERLIN = "(sent_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Berlin'";

const aboveAvg = (opts: { clickers?: string; join?: string; cmp?: string; avg?: string; order?: string } = {}): string =>
  `WITH pc AS (SELECT c.id, c.name, c.channel, ${opts.clickers ?? "COUNT(DISTINCT e.contact_id) FILTER (WHERE e.event_type = 'clicked')"} AS clickers
               FROM campaigns c ${opts.join ?? 'LEFT JOIN message_events e ON e.campaign_id = c.id'} GROUP BY c.id, c.name, c.channel),
        w AS (SELECT pc.*, ${opts.avg ?? 'AVG(clickers) OVER (PARTITION BY channel)'} AS a FROM pc)
   SELECT name, channel, clickers, ROUND(a, 2) AS channel_avg FROM w
   WHERE ${opts.cmp ?? 'clickers > a'}
   ORDER BY ${opts.order ?? 'channel, clickers DESC, name'}`;

const freeMail = (cond: string, first = 'first_name'): string => `SELECT id, email, ${first} AS first_name FROM contacts WHERE ${cond} ORDER BY id`;

/** Second held-out set (issue 32), marketing: written from the challenge text alone, before any grading run. */
export const MARKETING: HoldoutCases = {
  'marketing-april-openers': {
    right: [
      openers("date_trunc('month', e.occurred_at) = TIMESTAMP '2024-04-01'"),
      `SELECT id, email FROM contacts
       WHERE id IN (SELECT contact_id FROM message_events WHERE event_type = 'opened' AND occurred_at::date BETWEEN '2024-04-01' AND '2024-04-30')
       ORDER BY id`,
      `SELECT c.id, c.email FROM contacts c JOIN message_events e ON e.contact_id = c.id
       WHERE e.event_type = 'opened' AND e.occurred_at >= '2024-04-01' AND e.occurred_at < '2024-05-01'
       GROUP BY c.id, c.email ORDER BY c.id`,
    ],
    wrong: [
      { sql: openers("e.occurred_at >= '2024-04-01' AND e.occurred_at <= '2024-04-30'"), why: "<= '2024-04-30' stops at midnight and misses the rest of 30 April", cls: 'timestamp-bound' },
      { sql: openers("e.occurred_at BETWEEN '2024-04-01' AND '2024-05-01'"), why: 'BETWEEN includes 1 May 00:00, which is excluded', cls: 'timestamp-bound' },
      { sql: openers('EXTRACT(MONTH FROM e.occurred_at) = 4'), why: 'April of any year, not April 2024', cls: 'date-part-without-year' },
      { sql: openers("e.occurred_at >= '2024-04-01' AND e.occurred_at < '2024-05-01'", ''), why: 'a contact who opened several messages appears several times; each contact once', cls: 'distinct-misuse' },
      { sql: openers("e.occurred_at < '2024-05-01'"), why: 'no lower bound: opens of March count', cls: 'missing-lower-bound' },
      {
        sql: openers("(e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Berlin' >= '2024-04-01' AND (e.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Berlin' < '2024-05-01'"),
        why: 'the month is April in UTC; converting to Berlin time moves the edges by two hours',
        cls: 'fixed-utc-offset',
      },
      {
        sql: `SELECT DISTINCT c.id, c.email FROM contacts c JOIN message_events e ON e.contact_id = c.id
              WHERE e.event_type = 'opened' OR e.event_type = 'clicked' AND e.occurred_at >= '2024-04-01' AND e.occurred_at < '2024-05-01'
              ORDER BY c.id`,
        why: 'AND binds tighter than OR: opens of any month are kept (and clicks are not opens)',
        cls: 'and-or-precedence',
      },
    ],
  },
  'marketing-weekend-sends-berlin-time': {
    right: [
      weekend("timezone('Europe/Berlin', timezone('UTC', sent_at))", 'EXTRACT(DOW FROM sent_at_berlin) IN (0, 6)'),
      `SELECT id, name, (sent_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Berlin' AS sent_at_berlin FROM campaigns
       WHERE to_char((sent_at AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Berlin', 'ID')::int >= 6
       ORDER BY 3`,
    ],
    wrong: [
      { sql: weekend("sent_at + interval '1 hour'"), why: 'a fixed +1 hour ignores daylight saving: from 31 March Berlin is UTC+2', cls: 'fixed-utc-offset' },
      { sql: weekend("sent_at + interval '2 hours'"), why: 'a fixed +2 hours is wrong before 31 March, when Berlin is UTC+1', cls: 'fixed-utc-offset' },
      { sql: weekend(BERLIN, 'EXTRACT(DOW FROM sent_at_berlin) IN (6, 7)'), why: 'DOW numbers Sunday 0, so Sunday sends are missed', cls: 'calendar-arithmetic' },
      { sql: weekend(BERLIN, 'EXTRACT(ISODOW FROM sent_at) IN (6, 7)').replace('FROM campaigns) t', ', sent_at FROM campaigns) t'), why: 'the weekday is taken from the UTC time, not the Berlin one', cls: 'fixed-utc-offset' },
      { sql: weekend("sent_at AT TIME ZONE 'UTC+2'"), why: "POSIX zone 'UTC+2' is two hours west of UTC (and fixed)", cls: 'fixed-utc-offset' },
    ],
  },
  'marketing-campaigns-above-channel-average': {
    right: [
      `WITH pc AS (SELECT c.id, c.name, c.channel,
                          (SELECT COUNT(DISTINCT e.contact_id) FROM message_events e WHERE e.campaign_id = c.id AND e.event_type = 'clicked') AS clickers
                   FROM campaigns c),
            ca AS (SELECT channel, AVG(clickers) AS a FROM pc GROUP BY channel)
       SELECT pc.name, pc.channel, pc.clickers, ROUND(ca.a, 2) AS channel_avg
       FROM pc JOIN ca USING (channel) WHERE pc.clickers > ca.a
       ORDER BY pc.channel, pc.clickers DESC, pc.name`,
      aboveAvg({ clickers: 'COUNT(DISTINCT e.contact_id)', join: "LEFT JOIN message_events e ON e.campaign_id = c.id AND e.event_type = 'clicked'" }),
    ],
    wrong: [
      { sql: aboveAvg({ join: 'JOIN message_events e ON e.campaign_id = c.id' }), why: 'an inner join leaves campaigns without events out of the channel average', cls: 'outer-vs-inner-join' },
      { sql: aboveAvg({ clickers: "COUNT(*) FILTER (WHERE e.event_type = 'clicked')" }), why: 'counts clicks, not distinct clicking contacts', cls: 'distinct-misuse' },
      { sql: aboveAvg({ cmp: 'clickers >= a' }), why: 'strictly above the average', cls: 'inclusive-bound' },
      { sql: aboveAvg({ avg: 'AVG(NULLIF(clickers, 0)) OVER (PARTITION BY channel)' }), why: 'zero-click campaigns are part of the channel average', cls: 'wrong-denominator' },
      { sql: aboveAvg({ avg: 'SUM(clickers) OVER (PARTITION BY channel) / COUNT(*) OVER (PARTITION BY channel)' }), why: 'bigint / bigint truncates the channel average', cls: 'integer-division' },
      { sql: aboveAvg({ order: 'channel, clickers DESC' }), why: 'campaigns with equal clickers are not ordered by name', cls: 'tie-break' },
    ],
  },
  'marketing-free-mail-contacts': {
    right: [
      freeMail("email ~* '@(gmail|yahoo|outlook)\\.com$'"),
      freeMail("lower(substring(email FROM position('@' IN email) + 1)) = ANY (ARRAY['gmail.com', 'yahoo.com', 'outlook.com'])"),
    ],
    wrong: [
      {
        sql: `${freeMail("lower(split_part(email, '@', 2)) IN ('gmail.com', 'yahoo.com')")}`,
        why: 'outlook.com is one of the three providers',
        cls: 'incomplete-predicate',
      },
      { sql: freeMail("email ILIKE '%gmail.com' OR email ILIKE '%yahoo.com' OR email ILIKE '%outlook.com'"), why: 'no @ in the pattern: notgmail.com matches', cls: 'pattern-match' },
      { sql: freeMail("email LIKE '%@gmail.com' OR email LIKE '%@yahoo.com' OR email LIKE '%@outlook.com'"), why: 'LIKE is case-sensitive: ben@GMAIL.com is missed', cls: 'pattern-match' },
      { sql: freeMail("email ILIKE '%@gmail.com%' OR email ILIKE '%@yahoo.com%' OR email ILIKE '%@outlook.com%'"), why: 'the trailing % lets gmail.com.au through', cls: 'pattern-match' },
      { sql: freeMail("split_part(email, '@', 2) IN ('gmail.com', 'yahoo.com', 'outlook.com')"), why: 'the domain comparison must ignore letter case', cls: 'pattern-match' },
      { sql: freeMail("lower(email) ~ '@(gmail|yahoo|outlook)\\.com'"), why: 'the regular expression is not anchored at the end: gmail.com.au matches', cls: 'pattern-match' },
      { sql: freeMail("lower(split_part(email, '@', 2)) IN ('gmail.com', 'yahoo.com', 'outlook.com')", "COALESCE(first_name, '')"), why: 'a missing first_name must stay NULL', cls: 'null-handling' },
    ],
  },
};
