import { type HoldoutCases } from './types';

const pairs = (join: string, extra = ''): string => `
  SELECT f.crop, COUNT(*) AS day_pairs,
         ROUND(corr(t.moisture_pct, y.rainfall_mm)::numeric, 3) AS rain_moisture_corr,
         ROUND(regr_slope(t.moisture_pct, y.rainfall_mm)::numeric, 3) AS moisture_per_mm
  FROM soil_readings t ${join}
  JOIN fields f ON f.id = t.field_id ${extra}
  GROUP BY f.crop ORDER BY f.crop`;

const shares = (scorers: string, share: string, order = 'team, s.goals DESC, s.full_name'): string => `
  WITH s AS (${scorers})
  SELECT t.name AS team, s.full_name, s.goals, ${share} AS share_pct
  FROM s JOIN teams t ON t.id = s.team_id
  ORDER BY ${order}`;
const SCORERS = `SELECT p.id, p.team_id, p.full_name, SUM(a.goals) AS goals FROM appearances a JOIN players p ON p.id = a.player_id
                 GROUP BY p.id, p.team_id, p.full_name HAVING SUM(a.goals) > 0`;
const SHARE = 'ROUND(100.0 * s.goals / SUM(s.goals) OVER (PARTITION BY s.team_id), 1)';

const revenue = (where: string, window: string, amount = 'l.credit - l.debit'): string => `
  WITH daily AS (
    SELECT e.entry_date, SUM(${amount}) AS revenue
    FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN gl_accounts a ON a.code = l.account_code
    WHERE ${where} GROUP BY e.entry_date)
  SELECT entry_date, revenue, ${window} AS trailing_7d FROM daily ORDER BY entry_date`;

const ranked = (fn: string, keep: string, from = 'stops'): string => `
  WITH r AS (SELECT route_id, stop_seq, customer_name, parcels, ${fn} AS parcel_rank FROM ${from})
  SELECT route_id, stop_seq, customer_name, parcels, parcel_rank FROM r WHERE ${keep}
  ORDER BY route_id, parcel_rank, stop_seq`;

const settlement = (net: string, where: string, runOrder = 'paid_on, id', threshold = '>= 0.9 * c.claimed_amount', statuses = "('approved', 'paid')"): string => `
  WITH net AS (SELECT id, claim_id, paid_on, ${net} AS net_amount FROM claim_payments WHERE ${where}),
  running AS (SELECT claim_id, paid_on, net_amount, SUM(net_amount) OVER (PARTITION BY claim_id ORDER BY ${runOrder}) AS paid_so_far FROM net)
  SELECT c.id AS claim_id, c.claimed_amount,
         COALESCE((SELECT SUM(r.net_amount) FROM running r WHERE r.claim_id = c.id), 0) AS total_paid,
         (SELECT MIN(r.paid_on) FROM running r WHERE r.claim_id = c.id AND r.paid_so_far ${threshold}) AS settled_on
  FROM claims c WHERE c.status IN ${statuses} ORDER BY c.id`;
const NET = "CASE WHEN payment_type = 'recovery' THEN -amount ELSE amount END";
const COUNTED = "payment_type IN ('indemnity', 'recovery')";

const segments = (targeting: string, body: string): string => `
  WITH targeting AS (${targeting}),
  delivered AS (SELECT campaign_id, COUNT(*) AS delivered FROM message_events WHERE event_type = 'delivered' GROUP BY campaign_id)
  ${body}`;
const TARGETING = `SELECT c.id, seg AS segment FROM campaigns c CROSS JOIN LATERAL jsonb_array_elements_text(c.settings -> 'audience' -> 'segments') AS seg`;
const SEG_BODY = `SELECT t.segment, COUNT(*) AS campaigns, COALESCE(SUM(d.delivered), 0) AS delivered
  FROM targeting t LEFT JOIN delivered d ON d.campaign_id = t.id GROUP BY t.segment ORDER BY delivered DESC, t.segment`;

/** Third held-out set (issue 32), challenges rated 1500–1650: written from the challenge text alone, before any grading run. */
export const ADVANCED: HoldoutCases = {
  'agriculture-yesterdays-rain-and-todays-moisture': {
    right: [
      `WITH p AS (
         SELECT r.field_id, r.moisture_pct,
                LAG(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date) AS prev_rain,
                LAG(r.reading_date) OVER (PARTITION BY r.field_id ORDER BY r.reading_date) AS prev_date, r.reading_date
         FROM soil_readings r)
       SELECT f.crop, COUNT(*) AS day_pairs, ROUND(CAST(corr(p.moisture_pct, p.prev_rain) AS numeric), 3) AS rain_moisture_corr,
              ROUND(CAST(regr_slope(p.moisture_pct, p.prev_rain) AS numeric), 3) AS moisture_per_mm
       FROM p JOIN fields f ON f.id = p.field_id
       WHERE p.prev_date = p.reading_date - 1
       GROUP BY f.crop ORDER BY 1`,
      `SELECT f.crop, COUNT(*) AS day_pairs,
              ROUND(corr(today.moisture_pct, yest.rainfall_mm)::numeric, 3) AS rain_moisture_corr,
              ROUND(regr_slope(today.moisture_pct, yest.rainfall_mm)::numeric, 3) AS moisture_per_mm
       FROM fields f
       JOIN soil_readings yest ON yest.field_id = f.id
       JOIN soil_readings today ON today.field_id = yest.field_id AND today.reading_date = yest.reading_date + INTERVAL '1 day'
       GROUP BY f.crop ORDER BY f.crop`,
    ],
    wrong: [
      {
        sql: `WITH p AS (SELECT r.field_id, r.moisture_pct, LAG(r.rainfall_mm) OVER (PARTITION BY r.field_id ORDER BY r.reading_date) AS prev_rain FROM soil_readings r)
              SELECT f.crop, COUNT(p.prev_rain) AS day_pairs, ROUND(corr(p.moisture_pct, p.prev_rain)::numeric, 3) AS rain_moisture_corr,
                     ROUND(regr_slope(p.moisture_pct, p.prev_rain)::numeric, 3) AS moisture_per_mm
              FROM p JOIN fields f ON f.id = p.field_id GROUP BY f.crop ORDER BY f.crop`,
        why: 'LAG takes the previous reading even when a day was skipped; a reading two days earlier does not stand in',
        cls: 'calendar-arithmetic',
      },
      {
        sql: `WITH p AS (SELECT r.field_id, r.reading_date, r.moisture_pct, LAG(r.rainfall_mm) OVER (ORDER BY r.field_id, r.reading_date) AS prev_rain,
                                LAG(r.reading_date) OVER (ORDER BY r.reading_date, r.field_id) AS prev_date FROM soil_readings r)
              SELECT f.crop, COUNT(*) AS day_pairs, ROUND(corr(p.moisture_pct, p.prev_rain)::numeric, 3) AS rain_moisture_corr,
                     ROUND(regr_slope(p.moisture_pct, p.prev_rain)::numeric, 3) AS moisture_per_mm
              FROM p JOIN fields f ON f.id = p.field_id WHERE p.prev_date = p.reading_date - 1 GROUP BY f.crop ORDER BY f.crop`,
        why: 'without PARTITION BY the previous row is another field’s reading',
        cls: 'window-partition',
      },
      {
        sql: pairs('JOIN soil_readings y ON y.field_id = t.field_id AND y.reading_date = t.reading_date - 1').replace('corr(t.moisture_pct, y.rainfall_mm)', 'corr(t.moisture_pct, t.rainfall_mm)').replace('regr_slope(t.moisture_pct, y.rainfall_mm)', 'regr_slope(t.moisture_pct, t.rainfall_mm)'),
        why: 'the same day’s rainfall is paired with the moisture, not the previous day’s',
        cls: 'wrong-column',
      },
      {
        sql: pairs('JOIN soil_readings y ON y.field_id = t.field_id AND y.reading_date = t.reading_date - 1').replace('regr_slope(t.moisture_pct, y.rainfall_mm)', 'regr_slope(y.rainfall_mm, t.moisture_pct)'),
        why: 'regr_slope(Y, X) takes the dependent variable first: this is rain per moisture point',
        cls: 'wrong-column',
      },
      {
        sql: pairs('JOIN soil_readings y ON y.field_id = t.field_id AND y.reading_date BETWEEN t.reading_date - 2 AND t.reading_date - 1'),
        why: 'a reading two days earlier does not stand in for the missing day before',
        cls: 'inclusive-bound',
      },
      {
        sql: pairs('JOIN soil_readings y ON y.reading_date = t.reading_date - 1'),
        why: 'the readings are paired across fields instead of within the same field',
        cls: 'wrong-join-key',
      },
      {
        sql: pairs('JOIN soil_readings y ON y.field_id = t.field_id AND y.reading_date = t.reading_date - 1', 'AND NOT f.irrigated'),
        why: 'irrigated fields are not left out by the text',
        cls: 'status-filter',
      },
    ],
  },
  'sports-share-of-team-goals': {
    right: [
      `WITH per_player AS (
         SELECT p.team_id, p.full_name, SUM(a.goals) AS goals FROM players p JOIN appearances a ON a.player_id = p.id GROUP BY p.id),
       per_team AS (SELECT team_id, SUM(goals) AS team_goals FROM per_player GROUP BY team_id)
       SELECT t.name AS team, pp.full_name, pp.goals, ROUND(pp.goals * 100.0 / pt.team_goals, 1) AS share_pct
       FROM per_player pp JOIN per_team pt ON pt.team_id = pp.team_id JOIN teams t ON t.id = pp.team_id
       WHERE pp.goals >= 1
       ORDER BY 1, 3 DESC, 2`,
      shares(SCORERS.replace('HAVING SUM(a.goals) > 0', 'HAVING SUM(a.goals) >= 1'), 'ROUND(100 * s.goals::numeric / SUM(s.goals) OVER (PARTITION BY t.id), 1)'),
      // zero-goal appearances add nothing to a sum, so filtering them per row leaves the scorers and their totals
      `SELECT t.name AS team, p.full_name, SUM(a.goals) AS goals,
              ROUND(100.0 * SUM(a.goals) / SUM(SUM(a.goals)) OVER (PARTITION BY p.team_id), 1) AS share_pct
       FROM appearances a JOIN players p ON p.id = a.player_id JOIN teams t ON t.id = p.team_id
       WHERE a.goals > 0
       GROUP BY t.name, p.id, p.team_id, p.full_name
       ORDER BY team, goals DESC, p.full_name`,
    ],
    wrong: [
      {
        sql: shares(SCORERS, 'ROUND(100.0 * s.goals / SUM(s.goals) OVER (), 1)'),
        why: 'the share is of all goals in the league, not of the team’s',
        cls: 'window-partition',
      },
      {
        sql: shares(SCORERS, 'ROUND(100 * s.goals / (SELECT SUM(a2.goals) FROM appearances a2 JOIN players p2 ON p2.id = a2.player_id WHERE p2.team_id = s.team_id), 1)'),
        why: 'bigint / bigint is an integer division: the share loses its decimals',
        cls: 'integer-division',
      },
      {
        sql: `WITH s AS (${SCORERS})
              SELECT t.name AS team, s.full_name, s.goals,
                     ROUND(100.0 * s.goals / (SELECT SUM(CASE WHEN m.home_team_id = t.id THEN m.home_goals ELSE m.away_goals END)
                                              FROM matches m WHERE t.id IN (m.home_team_id, m.away_team_id)), 1) AS share_pct
              FROM s JOIN teams t ON t.id = s.team_id ORDER BY team, s.goals DESC, s.full_name`,
        why: 'the denominator is the team’s match score, not the goals of its current players',
        cls: 'wrong-denominator',
      },
      {
        sql: shares(SCORERS, SHARE, 'team, s.goals DESC, share_pct DESC'),
        why: 'equal goal counts are ordered by name',
        cls: 'tie-break',
      },
      {
        sql: shares(SCORERS.replace('SELECT p.id,', 'SELECT MIN(p.id) AS id,').replace('GROUP BY p.id, p.team_id, p.full_name', 'GROUP BY p.team_id, p.full_name'), SHARE),
        why: 'two players of one team with the same name are merged',
        cls: 'group-granularity',
      },
      {
        sql: shares(SCORERS, 'ROUND(ROUND(100.0 * s.goals / SUM(s.goals) OVER (PARTITION BY s.team_id)) , 1)'),
        why: 'the share is rounded to a whole number first, then to 1 decimal',
        cls: 'rounding-order',
      },
    ],
  },
  'finance-trailing-seven-day-revenue': {
    right: [
      `WITH daily AS (
         SELECT e.entry_date, SUM(l.credit) - SUM(l.debit) AS revenue
         FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         WHERE l.account_code IN (SELECT code FROM gl_accounts WHERE account_type = 'revenue')
         GROUP BY e.entry_date)
       SELECT d.entry_date, d.revenue,
              (SELECT SUM(x.revenue) FROM daily x WHERE x.entry_date BETWEEN d.entry_date - 6 AND d.entry_date) AS trailing_7d
       FROM daily d ORDER BY 1`,
      revenue("a.account_type = 'revenue'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN '6 days'::interval PRECEDING AND CURRENT ROW)", '-(l.debit - l.credit)'),
    ],
    wrong: [
      {
        sql: revenue("a.account_type = 'revenue'", 'SUM(revenue) OVER (ORDER BY entry_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW)'),
        why: 'the last seven rows are not the last seven calendar days',
        cls: 'window-frame',
      },
      {
        sql: revenue("a.account_type = 'revenue'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN INTERVAL '7 days' PRECEDING AND CURRENT ROW)"),
        why: 'seven days ending on the day start 6 days before it, not 7',
        cls: 'inclusive-bound',
      },
      {
        sql: revenue("a.account_type = 'revenue'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW)", 'l.credit'),
        why: 'refunds and credit notes (debits) reduce revenue',
        cls: 'negative-clipping',
      },
      {
        sql: revenue("a.account_type = 'revenue'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW)", 'GREATEST(l.credit - l.debit, 0)'),
        why: 'a refund is netted, not clipped to 0',
        cls: 'negative-clipping',
      },
      {
        sql: revenue("a.name ILIKE '%revenue%' OR a.name ILIKE '%sales%'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW)"),
        why: 'revenue accounts are the account_type, not a name pattern',
        cls: 'type-from-code',
      },
      {
        sql: revenue("a.code LIKE '4%'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW)"),
        why: 'revenue accounts are the account_type, not a 4xxx code',
        cls: 'type-from-code',
      },
      {
        sql: revenue("a.account_type = 'revenue'", "SUM(revenue) OVER (ORDER BY entry_date RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW)").replace('GROUP BY e.entry_date)', 'GROUP BY e.entry_date HAVING SUM(l.credit - l.debit) <> 0)'),
        why: 'a day whose revenue nets to 0 still had revenue lines and is listed',
        cls: 'zero-sum-group',
      },
    ],
  },
  'logistics-two-heaviest-drops-per-route': {
    right: [
      `SELECT s.route_id, s.stop_seq, s.customer_name, s.parcels,
              1 + (SELECT COUNT(*) FROM stops o WHERE o.route_id = s.route_id AND o.parcels > s.parcels) AS parcel_rank
       FROM stops s
       WHERE (SELECT COUNT(*) FROM stops o WHERE o.route_id = s.route_id AND o.parcels > s.parcels) < 2
       ORDER BY 1, 5, 2`,
      ranked('rank() OVER w', 'parcel_rank IN (1, 2)', 'stops WINDOW w AS (PARTITION BY route_id ORDER BY parcels DESC)'),
    ],
    wrong: [
      {
        sql: ranked('DENSE_RANK() OVER (PARTITION BY route_id ORDER BY parcels DESC)', 'parcel_rank <= 2'),
        why: 'competition ranking skips after a tie: DENSE_RANK keeps a third parcel count',
        cls: 'tie-break',
      },
      {
        sql: ranked('ROW_NUMBER() OVER (PARTITION BY route_id ORDER BY parcels DESC, stop_seq)', 'parcel_rank <= 2'),
        why: 'tied stops share a rank and are all kept',
        cls: 'tie-break',
      },
      {
        sql: ranked('RANK() OVER (ORDER BY parcels DESC)', 'parcel_rank <= 2'),
        why: 'the rank is per route',
        cls: 'window-partition',
      },
      {
        sql: ranked('RANK() OVER (PARTITION BY route_id ORDER BY parcels)', 'parcel_rank <= 2'),
        why: 'the most parcels rank first',
        cls: 'wrong-column',
      },
      {
        sql: ranked('RANK() OVER (PARTITION BY route_id ORDER BY parcels DESC)', 'parcel_rank <= 2', "stops WHERE status <> 'pending'"),
        why: 'every stop counts, whatever its status',
        cls: 'status-filter',
      },
      {
        sql: ranked('RANK() OVER (PARTITION BY route_id ORDER BY parcels DESC)', 'parcel_rank < 2'),
        why: 'rank 2 is kept',
        cls: 'inclusive-bound',
      },
      {
        sql: ranked('RANK() OVER (PARTITION BY route_id ORDER BY parcels DESC)', 'parcel_rank <= 2').replace('ORDER BY route_id, parcel_rank, stop_seq', 'ORDER BY route_id, parcel_rank, customer_name'),
        why: 'tied stops are ordered by stop_seq',
        cls: 'tie-break',
      },
    ],
  },
  'insurance-claim-settlement-date': {
    right: [
      `WITH p AS (
         SELECT cp.claim_id, cp.paid_on, cp.id,
                SUM(CASE cp.payment_type WHEN 'indemnity' THEN cp.amount WHEN 'recovery' THEN -cp.amount ELSE 0 END)
                  OVER (PARTITION BY cp.claim_id ORDER BY cp.paid_on, cp.id ROWS UNBOUNDED PRECEDING) AS running,
                SUM(CASE cp.payment_type WHEN 'indemnity' THEN cp.amount WHEN 'recovery' THEN -cp.amount ELSE 0 END)
                  OVER (PARTITION BY cp.claim_id) AS total
         FROM claim_payments cp)
       SELECT c.id AS claim_id, c.claimed_amount, COALESCE(MAX(p.total), 0) AS total_paid,
              MIN(p.paid_on) FILTER (WHERE p.running >= 0.9 * c.claimed_amount) AS settled_on
       FROM claims c LEFT JOIN p ON p.claim_id = c.id
       WHERE c.status = 'approved' OR c.status = 'paid'
       GROUP BY c.id, c.claimed_amount ORDER BY c.id`,
      settlement("amount * CASE payment_type WHEN 'recovery' THEN -1 ELSE 1 END", "payment_type <> 'expense'"),
    ],
    wrong: [
      {
        sql: settlement('amount', COUNTED),
        why: 'recoveries reduce what has been paid',
        cls: 'negative-clipping',
      },
      {
        sql: settlement(NET, 'true'),
        why: 'expense payments are ignored',
        cls: 'status-filter',
      },
      {
        sql: settlement(NET, COUNTED, 'paid_on'),
        why: 'payments of the same day are processed one by one by id; the RANGE frame adds them all at once',
        cls: 'window-frame',
      },
      {
        sql: settlement(NET, COUNTED, 'paid_on, id', '> 0.9 * c.claimed_amount'),
        why: 'exactly 90% settles the claim',
        cls: 'inclusive-bound',
      },
      {
        sql: settlement(NET, COUNTED, 'paid_on, id', '>= 0.9 * c.claimed_amount', "('paid')"),
        why: 'approved claims are listed too',
        cls: 'status-filter',
      },
      {
        sql: settlement(NET, COUNTED).replace('(SELECT MIN(r.paid_on) FROM running r WHERE r.claim_id = c.id AND r.paid_so_far >= 0.9 * c.claimed_amount)',
          "CASE WHEN (SELECT SUM(r.net_amount) FROM running r WHERE r.claim_id = c.id) >= 0.9 * c.claimed_amount THEN (SELECT MIN(r.paid_on) FROM running r WHERE r.claim_id = c.id AND r.paid_so_far >= 0.9 * c.claimed_amount) END"),
        why: 'a later recovery that brings the total below 90% does not undo the settlement date',
        cls: 'incomplete-predicate',
      },
      {
        sql: settlement(NET, COUNTED).replace('SUM(net_amount) OVER (PARTITION BY claim_id ORDER BY paid_on, id)', 'SUM(net_amount) OVER (ORDER BY paid_on, id)'),
        why: 'the running total must restart for each claim',
        cls: 'window-partition',
      },
      {
        sql: settlement(NET, COUNTED).replace("COALESCE((SELECT SUM(r.net_amount) FROM running r WHERE r.claim_id = c.id), 0)", '(SELECT SUM(r.net_amount) FROM running r WHERE r.claim_id = c.id)'),
        why: 'a claim without payments shows 0, not NULL',
        cls: 'null-handling',
      },
    ],
  },
  'marketing-deliveries-per-audience-segment': {
    right: [
      `SELECT seg.value AS segment, COUNT(DISTINCT c.id) AS campaigns,
              COALESCE(SUM((SELECT COUNT(*) FROM message_events e WHERE e.campaign_id = c.id AND e.event_type = 'delivered')), 0) AS delivered
       FROM campaigns c, jsonb_array_elements_text(c.settings #> '{audience,segments}') seg
       GROUP BY seg.value
       ORDER BY 3 DESC, 1`,
      segments(TARGETING, `SELECT t.segment, COUNT(t.id) AS campaigns, SUM(COALESCE(d.delivered, 0)) AS delivered
  FROM targeting t LEFT JOIN delivered d ON d.campaign_id = t.id GROUP BY t.segment ORDER BY delivered DESC, t.segment`),
    ],
    wrong: [
      {
        sql: `SELECT seg AS segment, COUNT(DISTINCT c.id) AS campaigns, COUNT(e.id) AS delivered
              FROM campaigns c CROSS JOIN LATERAL jsonb_array_elements_text(c.settings -> 'audience' -> 'segments') seg
              LEFT JOIN message_events e ON e.campaign_id = c.id
              GROUP BY seg ORDER BY delivered DESC, segment`,
        why: 'every event is counted, not only deliveries',
        cls: 'status-filter',
      },
      {
        sql: `SELECT seg AS segment, COUNT(*) AS campaigns, COUNT(e.id) AS delivered
              FROM campaigns c CROSS JOIN LATERAL jsonb_array_elements_text(c.settings -> 'audience' -> 'segments') seg
              LEFT JOIN message_events e ON e.campaign_id = c.id AND e.event_type = 'delivered'
              GROUP BY seg ORDER BY delivered DESC, segment`,
        why: 'joining the events repeats each campaign once per delivery, so campaigns counts deliveries',
        cls: 'fan-out',
      },
      {
        sql: segments(TARGETING, `SELECT t.segment, COUNT(*) AS campaigns, SUM(d.delivered) AS delivered
  FROM targeting t LEFT JOIN delivered d ON d.campaign_id = t.id GROUP BY t.segment ORDER BY delivered DESC, t.segment`),
        why: 'a segment whose campaigns have no delivery shows NULL instead of 0',
        cls: 'null-handling',
      },
      {
        sql: segments(TARGETING, `SELECT t.segment, COUNT(*) AS campaigns, SUM(d.delivered) AS delivered
  FROM targeting t JOIN delivered d ON d.campaign_id = t.id GROUP BY t.segment ORDER BY delivered DESC, t.segment`),
        why: 'the inner join drops campaigns without deliveries, from campaigns and maybe the whole segment',
        cls: 'outer-vs-inner-join',
      },
      {
        sql: segments(`SELECT c.id, c.settings -> 'audience' -> 'segments' ->> 0 AS segment FROM campaigns c WHERE c.settings -> 'audience' -> 'segments' ->> 0 IS NOT NULL`, SEG_BODY),
        why: 'only the first segment of each campaign counts; a campaign counts for each of its segments',
        cls: 'incomplete-predicate',
      },
      {
        sql: segments(TARGETING, SEG_BODY.replace('ORDER BY delivered DESC, t.segment', 'ORDER BY campaigns DESC, t.segment')),
        why: 'the order is by deliveries',
        cls: 'wrong-column',
      },
      {
        sql: segments(`SELECT c.id, lower(seg) AS segment FROM campaigns c CROSS JOIN LATERAL jsonb_array_elements_text(c.settings -> 'audience' -> 'segments') AS seg`, SEG_BODY),
        why: 'segments are strings as given: lower() merges segments that differ in case',
        cls: 'distinct-misuse',
      },
    ],
  },
};
