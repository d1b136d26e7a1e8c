import { insert } from '../../sql-literals';
import type { Industry } from '../../generator.constants';
import { code, cols, para, sql, titleCase } from '../concepts/template';
import type { Random } from '../random';
import { CASES, wrong } from '../authored';
import { addDays, an, round2, shapeQuestions, type ShapeTemplate } from './shape';

/** Regular readings: one row per entity per day (a few days missing), e.g. a store's daily revenue. */
interface SeriesTheme {
  story: string;
  entities: { table: string; one: string; many: string; names: readonly string[]; group: { col: string; values: readonly string[] } };
  readings: { table: string; many: string; fk: string; date: string; value: string; label: string; base: number; step: number; money: boolean };
}

const SERIES: Record<Industry, SeriesTheme> = {
  healthcare: { story: 'A cardiology ward\'s remote monitoring', entities: { table: 'patients', one: 'patient', many: 'patients', names: ['Olivia Bennett', 'Noah Chen', 'Amara Okafor', 'Kenji Tanaka', 'Priya Sharma', 'Felix Novak'], group: { col: 'ward', values: ['North', 'South'] } }, readings: { table: 'daily_vitals', many: 'daily readings', fk: 'patient_id', date: 'reading_date', value: 'resting_heart_rate', label: 'resting heart rate', base: 72, step: 7, money: false } },
  logistics: { story: 'A parcel carrier\'s warehouses', entities: { table: 'warehouses', one: 'warehouse', many: 'warehouses', names: ['Leeds DC', 'Bristol DC', 'Glasgow DC', 'Luton DC', 'Derby DC', 'Cardiff DC'], group: { col: 'region', values: ['North', 'South'] } }, readings: { table: 'daily_dispatches', many: 'daily dispatch counts', fk: 'warehouse_id', date: 'dispatch_date', value: 'parcels', label: 'parcels dispatched', base: 820, step: 140, money: false } },
  ecommerce: { story: 'A retail chain\'s stores', entities: { table: 'stores', one: 'store', many: 'stores', names: ['Camden', 'Brixton', 'Shoreditch', 'Clapham', 'Islington', 'Hackney'], group: { col: 'format', values: ['flagship', 'express'] } }, readings: { table: 'daily_sales', many: 'daily sales totals', fk: 'store_id', date: 'sales_date', value: 'revenue', label: 'revenue', base: 4200, step: 950, money: true } },
  finance: { story: 'A brokerage\'s watch list', entities: { table: 'stocks', one: 'stock', many: 'stocks', names: ['ACME', 'GLOBEX', 'INITECH', 'UMBRELLA', 'STARK', 'WAYNE'], group: { col: 'sector', values: ['Tech', 'Industrials'] } }, readings: { table: 'daily_prices', many: 'daily closing prices', fk: 'stock_id', date: 'price_date', value: 'close_price', label: 'closing price', base: 118, step: 6, money: true } },
  saas: { story: 'A platform\'s public APIs', entities: { table: 'services', one: 'service', many: 'services', names: ['auth', 'billing', 'search', 'exports', 'webhooks', 'reports'], group: { col: 'tier', values: ['core', 'add-on'] } }, readings: { table: 'daily_usage', many: 'daily usage counts', fk: 'service_id', date: 'usage_date', value: 'api_calls', label: 'API calls', base: 52000, step: 9000, money: false } },
  hr: { story: 'A company\'s offices after the return-to-office policy', entities: { table: 'offices', one: 'office', many: 'offices', names: ['London', 'Dublin', 'Lisbon', 'Berlin', 'Warsaw', 'Madrid'], group: { col: 'country_group', values: ['UK & IE', 'EU'] } }, readings: { table: 'daily_attendance', many: 'daily attendance counts', fk: 'office_id', date: 'attendance_date', value: 'present', label: 'people present', base: 120, step: 18, money: false } },
  marketing: { story: 'An agency\'s paid campaigns', entities: { table: 'campaigns', one: 'campaign', many: 'campaigns', names: ['Spring Launch', 'Summer Sale', 'Brand Search', 'Retargeting', 'App Installs', 'Newsletter Boost'], group: { col: 'channel', values: ['search', 'social'] } }, readings: { table: 'daily_spend', many: 'daily spend totals', fk: 'campaign_id', date: 'spend_date', value: 'spend', label: 'spend', base: 900, step: 240, money: true } },
  gaming: { story: 'A publisher\'s live games', entities: { table: 'games', one: 'game', many: 'games', names: ['Skyforge', 'Pixel Kart', 'Dungeon Dash', 'Star Haven', 'Block Party', 'Rune Tactics'], group: { col: 'platform', values: ['mobile', 'pc'] } }, readings: { table: 'daily_players', many: 'daily active player counts', fk: 'game_id', date: 'play_date', value: 'active_players', label: 'active players', base: 15000, step: 2800, money: false } },
};

export interface SeriesData {
  theme: SeriesTheme;
  entities: Array<{ id: number; name: string }>;
  readings: Array<{ id: number; entity: number; date: string; value: number }>;
  setup: string;
  data: string;
  from: string;
  days: number;
}

export function buildSeries(industry: Industry, r: Random, opts: { unique?: boolean } = {}): SeriesData {
  const unique = opts.unique ?? true;
  const t = SERIES[industry];
  const E = t.entities;
  const R = t.readings;
  const names = r.sample(E.names, 4);
  const entities = names.map((name, i) => ({ id: i + 1, name, group: r.pick(E.group.values) }));
  const from = r.pick(['2024-03-04', '2024-05-06', '2024-09-02']);
  const days = 10;
  const readings: SeriesData['readings'] = [];
  for (const e of entities) {
    // one or two days missing per entity (never the first), so "consecutive" and "previous reading" differ
    const missing = new Set(r.sample([2, 3, 4, 5, 6, 7, 8], r.int(1, 2)));
    let v = R.base * (0.8 + 0.4 * r.float());
    for (let d = 0; d < days; d++) {
      v = Math.max(R.step, v + (r.float() - 0.45) * 2 * R.step);
      if (missing.has(d)) continue;
      readings.push({ id: 0, entity: e.id, date: addDays(from, d), value: R.money ? round2(v) : Math.round(v) });
    }
  }
  // ids in load order: by day, entities interleaved
  readings.sort((a, b) => a.date.localeCompare(b.date) || a.entity - b.entity).forEach((x, i) => (x.id = i + 1));
  const setup = [
    `CREATE TABLE ${E.table} (\n  id int PRIMARY KEY,\n  name text NOT NULL,\n  ${E.group.col} text NOT NULL\n);`,
    insert(E.table, ['id', 'name', E.group.col], entities.map((e) => [e.id, e.name, e.group])),
    '',
    `CREATE TABLE ${R.table} (\n  id int PRIMARY KEY,\n  ${R.fk} int NOT NULL REFERENCES ${E.table}(id),\n  ${R.date} date NOT NULL,\n  ${R.value} ${R.money ? 'numeric(10,2)' : 'int'} NOT NULL${unique ? `,\n  UNIQUE (${R.fk}, ${R.date})` : ''}\n);`,
    insert(R.table, ['id', R.fk, R.date, R.value], readings.map((x) => [x.id, x.entity, x.date, x.value])),
  ].join('\n');
  const data = `${t.story}: ${entities.length} ${E.many} (\`${E.table}\`) and their ${R.many} (\`${R.table}\`, ${R.label} in \`${R.value}\`) over ${days} days from ${from}; ${unique ? 'at most one row per ' + E.one + ' and day, and ' : ''}a few days have no row (nothing was recorded).`;
  return { theme: t, entities, readings, setup, data, from, days };
}

const seriesQuestion = shapeQuestions('time-series', buildSeries);

export const TIME_SERIES_TEMPLATES: ShapeTemplate[] = [
  seriesQuestion({ id: 'series-moving-average', sqlConcept: 'window_functions', concepts: ['running-total-frame'], rating: 1600, complexity: 2, category: 'WINDOW_FUNCTION' }, (s, r) => {
    const { entities: E, readings: R } = s.theme;
    const n = r.pick([3, 4] as const);
    const col = `moving_avg_${n}`;
    const solution = sql(
      `SELECT ${R.fk}, ${R.date}, ${R.value},`,
      `       ROUND(AVG(${R.value}) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date} ROWS BETWEEN ${n - 1} PRECEDING AND CURRENT ROW), 2) AS ${col}`,
      `FROM ${R.table}`,
      `ORDER BY ${R.fk}, ${R.date};`,
    );
    return {
      title: `${n}-Reading Moving Average of ${titleCase(R.label)}`,
      description: para(
        `Smooth each ${E.one}'s ${R.label}: for every row of ${code(R.table)}, average the ${R.label} of that reading and the **${n - 1} readings before it** of the same ${E.one} (by ${code(R.date)}; readings, not calendar days: a missing day is simply skipped). The first readings of ${an(E.one)} average whatever is available.`,
        `Return ${cols(R.fk, R.date, R.value)} and ${code(col)} (rounded to 2 decimals), ordered by ${code(R.fk)}, then ${code(R.date)}.`,
      ),
      columns: [R.fk, R.date, R.value, col],
      solution,
      tags: ['window', 'moving-average', 'frame', 'partition-by'],
      hints: [
        `Each row needs an average over a small sliding set of its own ${E.one}'s rows: a window function, not a GROUP BY.`,
        `\`AVG(...) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date} ...)\` with an explicit frame: the default frame runs from the first row, which would give a running average.`,
        `The frame is \`ROWS BETWEEN ${n - 1} PRECEDING AND CURRENT ROW\`; wrap it in \`ROUND(..., 2)\` and sort by \`${R.fk}, ${R.date}\`.`,
      ],
      approach: para(
        `A moving average is an aggregate over a window frame that slides with the current row. \`PARTITION BY ${R.fk}\` keeps ${E.many} apart, \`ORDER BY ${R.date}\` puts each ${E.one}'s readings in time order, and \`ROWS BETWEEN ${n - 1} PRECEDING AND CURRENT ROW\` limits the frame to the current reading and the ${n - 1} before it.`,
        `\`ROWS\` counts rows, which is what the text asks for: a missing day does not shorten the window. At the start of each partition the frame simply holds fewer rows.`,
      ),
      mistakes: [
        `**Leaving out the frame clause.** With only \`ORDER BY\` the frame is "from the first row to the current one", which is a running average over the whole history, not a moving one.`,
        `**Using \`${n} PRECEDING\`** (or forgetting \`PARTITION BY\`): the first makes the window ${n + 1} readings wide, the second lets one ${E.one}'s readings leak into the next one's average.`,
      ],
      params: [String(n)],
      authored: {
        accepts: [
          sql(
            `SELECT r.${R.fk}, r.${R.date}, r.${R.value},`,
            `       (SELECT ROUND(AVG(x.${R.value}), 2) FROM (SELECT r2.${R.value} FROM ${R.table} r2 WHERE r2.${R.fk} = r.${R.fk} AND r2.${R.date} <= r.${R.date} ORDER BY r2.${R.date} DESC LIMIT ${n}) x)`,
            `FROM ${R.table} r`,
            `ORDER BY 1, 2;`,
          ),
          sql(`SELECT ${R.fk}, ${R.date}, ${R.value}, ROUND(AVG(${R.value}) OVER w, 2)`, `FROM ${R.table}`, `WINDOW w AS (PARTITION BY ${R.fk} ORDER BY ${R.date} ROWS ${n - 1} PRECEDING)`, `ORDER BY ${R.fk}, ${R.date};`),
        ],
        rejects: [
          wrong(solution.replace(` ROWS BETWEEN ${n - 1} PRECEDING AND CURRENT ROW`, ''), 'no frame clause: a running average from the first reading', `${an(E.one)} with more readings than the window holds`),
          wrong(solution.replace(`ROWS BETWEEN ${n - 1} PRECEDING`, `ROWS BETWEEN ${n} PRECEDING`), `the window is ${n + 1} readings wide`, `${an(E.one)} with more readings than the window holds`),
          wrong(solution.replace(`ROWS BETWEEN ${n - 1} PRECEDING AND CURRENT ROW`, `RANGE BETWEEN INTERVAL '${n - 1} days' PRECEDING AND CURRENT ROW`), 'counts calendar days, not readings', 'a day without a reading'),
          wrong(solution.replace(`PARTITION BY ${R.fk} `, ''), `no PARTITION BY: one ${E.one}'s readings leak into the next one's average`, CASES.interleaved),
        ],
      },
    };
  }),
  seriesQuestion({ id: 'series-previous-reading', sqlConcept: 'window_functions', concepts: ['lag-lead', 'dates-time-zones'], rating: 1550, complexity: 2, category: 'WINDOW_FUNCTION' }, (s, r) => {
    const { entities: E, readings: R } = s.theme;
    const next = r.chance(0.35);
    const fn = next ? 'LEAD' : 'LAG';
    const other = next ? 'next' : 'previous';
    const change = next ? `LEAD(${R.value}) OVER w - ${R.value}` : `${R.value} - LAG(${R.value}) OVER w`;
    const gap = next ? `LEAD(${R.date}) OVER w - ${R.date}` : `${R.date} - LAG(${R.date}) OVER w`;
    const solution = sql(
      `SELECT ${R.fk}, ${R.date}, ${R.value},`,
      `       ${change} AS change,`,
      `       ${gap} AS days_between`,
      `FROM ${R.table}`,
      `WINDOW w AS (PARTITION BY ${R.fk} ORDER BY ${R.date})`,
      `ORDER BY ${R.fk}, ${R.date};`,
    );
    return {
      title: `${titleCase(R.label)}: Change ${next ? 'to the Next' : 'Since the Previous'} Reading`,
      description: para(
        `Compare every reading in ${code(R.table)} with the **${other}** reading of the same ${E.one} (by ${code(R.date)}). Some days have no reading, so the ${other} reading is not always one day ${next ? 'later' : 'earlier'}.`,
        `Return ${cols(R.fk, R.date, R.value)}, ${code('change')} (${next ? `the ${other} ${R.label} minus this one` : `this ${R.label} minus the ${other} one`}) and ${code('days_between')} (the number of days between the two readings, an integer), both NULL for the ${next ? 'last' : 'first'} reading of each ${E.one}; order by ${code(R.fk)}, then ${code(R.date)}.`,
      ),
      columns: [R.fk, R.date, R.value, 'change', 'days_between'],
      solution,
      tags: ['window', fn.toLowerCase(), 'date-arithmetic'],
      hints: [
        `Each row needs a value from another row of the same ${E.one}: the one just ${next ? 'after' : 'before'} it in date order.`,
        `\`${fn}(column) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date})\` reads that row; a named \`WINDOW w AS (...)\` saves writing the window twice.`,
        `Subtracting two \`date\` values gives an integer number of days in PostgreSQL, so \`days_between\` is the ${other} date and this date subtracted, like the values.`,
      ],
      approach: para(
        `\`${fn}\` returns an expression evaluated on the ${other} row of the window partition. Partitioning by \`${R.fk}\` and ordering by \`${R.date}\` makes "${other}" mean "the ${other} reading of the same ${E.one}", whatever the calendar gap. The same window gives both the ${other} value and the ${other} date; \`date - date\` is an integer in PostgreSQL.`,
        `At the ${next ? 'end' : 'start'} of each partition there is no ${other} row, so \`${fn}\` returns NULL and so does any arithmetic on it, which is what the text asks for.`,
      ),
      mistakes: [
        `**Self-joining on \`${R.date} ${next ? '+' : '-'} 1\`.** That finds the calendar neighbour, which does not exist after a missing day: those rows get NULL instead of the real ${other} reading.`,
        `**Forgetting \`PARTITION BY ${R.fk}\`.** The ${next ? 'last' : 'first'} reading of one ${E.one} is then compared with a reading of another ${E.one}.`,
      ],
      params: [fn],
      authored: {
        accepts: [
          sql(
            `SELECT r.${R.fk}, r.${R.date}, r.${R.value},`,
            next
              ? `       (SELECT r2.${R.value} FROM ${R.table} r2 WHERE r2.${R.fk} = r.${R.fk} AND r2.${R.date} > r.${R.date} ORDER BY r2.${R.date} LIMIT 1) - r.${R.value},`
              : `       r.${R.value} - (SELECT r2.${R.value} FROM ${R.table} r2 WHERE r2.${R.fk} = r.${R.fk} AND r2.${R.date} < r.${R.date} ORDER BY r2.${R.date} DESC LIMIT 1),`,
            next
              ? `       (SELECT MIN(r2.${R.date}) FROM ${R.table} r2 WHERE r2.${R.fk} = r.${R.fk} AND r2.${R.date} > r.${R.date}) - r.${R.date}`
              : `       r.${R.date} - (SELECT MAX(r2.${R.date}) FROM ${R.table} r2 WHERE r2.${R.fk} = r.${R.fk} AND r2.${R.date} < r.${R.date})`,
            `FROM ${R.table} r`,
            `ORDER BY 1, 2;`,
          ),
          sql(
            `SELECT ${R.fk}, ${R.date}, ${R.value},`,
            next ? `       ${fn}(${R.value}) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}) - ${R.value},` : `       ${R.value} - ${fn}(${R.value}) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}),`,
            next ? `       ${fn}(${R.date}) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}) - ${R.date}` : `       ${R.date} - ${fn}(${R.date}) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date})`,
            `FROM ${R.table}`,
            `ORDER BY ${R.fk}, ${R.date};`,
          ),
        ],
        rejects: [
          wrong(sql(
            `SELECT r.${R.fk}, r.${R.date}, r.${R.value},`,
            next ? `       o.${R.value} - r.${R.value} AS change,` : `       r.${R.value} - o.${R.value} AS change,`,
            next ? `       o.${R.date} - r.${R.date} AS days_between` : `       r.${R.date} - o.${R.date} AS days_between`,
            `FROM ${R.table} r`,
            `LEFT JOIN ${R.table} o ON o.${R.fk} = r.${R.fk} AND o.${R.date} = r.${R.date} ${next ? '+' : '-'} 1`,
            `ORDER BY r.${R.fk}, r.${R.date};`,
          ), `joins the calendar neighbour, which is missing after a gap`, 'a day without a reading'),
          wrong(solution.replace(`PARTITION BY ${R.fk} `, ''), `no PARTITION BY: the ${next ? 'last' : 'first'} reading of one ${E.one} is compared with another's`, CASES.interleaved),
          wrong(solution.replace(`ORDER BY ${R.date})`, 'ORDER BY id)'), 'orders the window by id instead of date', CASES.idsOutOfOrder),
          wrong(solution.replace(gap, next ? `AGE(LEAD(${R.date}) OVER w, ${R.date})` : `AGE(${R.date}, LAG(${R.date}) OVER w)`), 'AGE() returns an interval, not a number of days', 'any two readings'),
        ],
      },
    };
  }),
  // no UNIQUE (entity, day): a re-sent reading may repeat a day, and still belongs to one streak
  seriesQuestion({ id: 'series-streaks', sqlConcept: 'window_functions', concepts: ['gaps-islands', 'ranking-window'], rating: 1850, complexity: 2, category: 'WINDOW_FUNCTION', dataset: { unique: false } }, (s, r) => {
    const { entities: E, readings: R } = s.theme;
    const sorted = s.readings.map((x) => x.value).sort((a, b) => a - b);
    const raw = sorted[Math.floor(sorted.length * r.pick([0.35, 0.45]))]!;
    const step = raw >= 10000 ? 1000 : raw >= 1000 ? 100 : raw >= 100 ? 10 : 1;
    const threshold = Math.floor(raw / step) * step;
    const solution = sql(
      `WITH high AS (`,
      `  SELECT ${R.fk}, ${R.date},`,
      `         ${R.date} - (DENSE_RANK() OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}))::int AS grp`,
      `  FROM ${R.table}`,
      `  WHERE ${R.value} >= ${threshold}`,
      `)`,
      `SELECT ${R.fk}, MIN(${R.date}) AS streak_start, MAX(${R.date}) AS streak_end, COUNT(DISTINCT ${R.date}) AS days`,
      `FROM high`,
      `GROUP BY ${R.fk}, grp`,
      `HAVING COUNT(DISTINCT ${R.date}) >= 2`,
      `ORDER BY ${R.fk}, streak_start;`,
    );
    return {
      title: `Streaks of ${titleCase(R.label)} at ${threshold} or More`,
      description: para(
        `A *streak* is a run of **consecutive calendar days** on which the ${R.label} of ${an(E.one)} (\`${R.value}\`) was **at least ${threshold}**. A day without a reading, or with a lower value, ends the streak; a day recorded twice still counts as one day.`,
        `Find every streak of **two or more days**. Return ${code(R.fk)}, ${code('streak_start')} and ${code('streak_end')} (its first and last day) and ${code('days')} (its length), ordered by ${code(R.fk)}, then ${code('streak_start')}.`,
      ),
      columns: [R.fk, 'streak_start', 'streak_end', 'days'],
      solution,
      tags: ['gaps-and-islands', 'window', 'dense-rank', 'streaks'],
      hints: [
        `Keep only the qualifying days first. Then the question is: which of the remaining days of ${an(E.one)} are consecutive?`,
        `Number each ${E.one}'s remaining days with \`DENSE_RANK() OVER (PARTITION BY ${R.fk} ORDER BY ${R.date})\` (a repeated day gets the same number). Along a run of consecutive days, date and number both go up by one.`,
        `So \`${R.date} - number\` is the same date for every day of one run: group by \`${R.fk}\` and that value, keep groups with at least two distinct days, and take MIN and MAX of the date.`,
      ],
      approach: para(
        `This is the classic *gaps and islands* problem. After \`WHERE ${R.value} >= ${threshold}\` only the qualifying days remain. Within ${an(E.one)}, \`DENSE_RANK()\` in date order increases by 1 from day to day (a day recorded twice keeps its number), and so does the date while the days are consecutive; subtracting the number from the date therefore gives a constant for every island and a new value after each gap (a missing day or a day below the threshold).`,
        `Grouping by the ${E.one} and that constant turns each island into one row: \`MIN\` and \`MAX\` of the date are its ends, \`COUNT(DISTINCT ${R.date})\` its length in days, and the \`HAVING\` clause drops single days.`,
      ),
      mistakes: [
        `**Filtering after numbering the rows.** If the numbering runs over all readings and the threshold is applied afterwards, two high days separated by a low one still look consecutive.`,
        `**Numbering with \`ROW_NUMBER()\` and counting rows**: a day recorded twice then gets two numbers, which splits its streak in two (and \`COUNT(*)\` counts that day twice).`,
      ],
      params: [String(threshold)],
      authored: {
        accepts: [
          sql(
            `WITH days AS (SELECT DISTINCT ${R.fk}, ${R.date} FROM ${R.table} WHERE ${R.value} >= ${threshold}),`,
            `grouped AS (SELECT ${R.fk}, ${R.date}, ${R.date} - ROW_NUMBER() OVER (PARTITION BY ${R.fk} ORDER BY ${R.date})::int AS grp FROM days)`,
            `SELECT ${R.fk}, MIN(${R.date}), MAX(${R.date}), COUNT(*)`,
            `FROM grouped`,
            `GROUP BY ${R.fk}, grp`,
            `HAVING COUNT(*) > 1`,
            `ORDER BY 1, 2;`,
          ),
          sql(
            `WITH days AS (SELECT DISTINCT ${R.fk}, ${R.date} FROM ${R.table} WHERE ${R.value} >= ${threshold}),`,
            `marked AS (SELECT ${R.fk}, ${R.date}, CASE WHEN ${R.date} - LAG(${R.date}) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}) = 1 THEN 0 ELSE 1 END AS starts FROM days),`,
            `numbered AS (SELECT ${R.fk}, ${R.date}, SUM(starts) OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}) AS island FROM marked)`,
            `SELECT ${R.fk}, MIN(${R.date}) AS streak_start, MAX(${R.date}), COUNT(*)`,
            `FROM numbered`,
            `GROUP BY ${R.fk}, island`,
            `HAVING COUNT(*) >= 2`,
            `ORDER BY ${R.fk}, streak_start;`,
          ),
        ],
        rejects: [
          wrong(solution.replace('DENSE_RANK()', 'ROW_NUMBER()'), 'ROW_NUMBER gives a day recorded twice two numbers, which splits its streak', 'a day recorded twice'),
          wrong(solution.replaceAll(`COUNT(DISTINCT ${R.date})`, 'COUNT(*)'), 'counts a day recorded twice as two days', 'a day recorded twice'),
          wrong(solution.replace(`${R.value} >= ${threshold}`, `${R.value} > ${threshold}`), `leaves out readings of exactly ${threshold}`, CASES.boundary),
          wrong(sql(
            `WITH numbered AS (`,
            `  SELECT ${R.fk}, ${R.date}, ${R.value},`,
            `         ${R.date} - (DENSE_RANK() OVER (PARTITION BY ${R.fk} ORDER BY ${R.date}))::int AS grp`,
            `  FROM ${R.table}`,
            `)`,
            `SELECT ${R.fk}, MIN(${R.date}) AS streak_start, MAX(${R.date}) AS streak_end, COUNT(DISTINCT ${R.date}) AS days`,
            `FROM numbered`,
            `WHERE ${R.value} >= ${threshold}`,
            `GROUP BY ${R.fk}, grp`,
            `HAVING COUNT(DISTINCT ${R.date}) >= 2`,
            `ORDER BY ${R.fk}, streak_start;`,
          ), 'numbers all readings before filtering, so a low day between two high ones does not break the streak', 'a low reading between two high ones'),
          wrong(solution.replaceAll(`HAVING COUNT(DISTINCT ${R.date}) >= 2`, `HAVING COUNT(DISTINCT ${R.date}) > 2`), '"two or more days" includes two', 'a streak of exactly two days'),
        ],
      },
    };
  }),
  seriesQuestion({ id: 'series-calendar', sqlConcept: 'dates', concepts: ['generate-series-calendar', 'outer-join'], rating: 1550, complexity: 2, category: 'ANALYTICS' }, (s, r) => {
    const { entities: E, readings: R } = s.theme;
    const to = addDays(s.from, s.days - 1);
    const zero = !R.money && r.chance(0.5);
    const solution = sql(
      `SELECT e.id AS ${R.fk}, d::date AS day, ${zero ? `COALESCE(x.${R.value}, 0)` : `x.${R.value}`} AS ${R.value}`,
      `FROM ${E.table} e`,
      `CROSS JOIN generate_series(DATE '${s.from}', DATE '${to}', INTERVAL '1 day') AS d`,
      `LEFT JOIN ${R.table} x ON x.${R.fk} = e.id AND x.${R.date} = d::date`,
      `ORDER BY e.id, day;`,
    );
    return {
      title: `Daily ${titleCase(R.label)} with the Missing Days Filled In`,
      description: para(
        `Some days have no row in ${code(R.table)}. For a chart, list **every ${E.one} on every day from ${s.from} to ${to}** (both included), whether or not anything was recorded.`,
        `Return ${code(R.fk)} (the ${E.one}'s \`id\`), ${code('day')} (a \`date\`) and ${code(R.value)}: the recorded ${R.label}, or ${zero ? '**0**' : '**NULL**'} on a day without a row. Order by ${code(R.fk)}, then ${code('day')}.`,
      ),
      columns: [R.fk, 'day', R.value],
      solution,
      tags: ['generate-series', 'calendar', 'left-join', 'cross-join'],
      hints: [
        `The days without a row cannot come from ${code(R.table)}: you need a list of all days to start from, combined with every ${E.one}.`,
        `\`generate_series(DATE '${s.from}', DATE '${to}', INTERVAL '1 day')\` produces the days; \`CROSS JOIN\` it with ${code(E.table)} to get every (${E.one}, day) pair.`,
        `Then \`LEFT JOIN\` the readings on both the ${E.one} and the day (cast the series value with \`::date\`)${zero ? ' and turn the missing values into 0 with `COALESCE`' : ''}.`,
      ],
      approach: para(
        `A calendar query starts from the dates, not from the data. \`generate_series\` with a one-day step lists every day of the period (as timestamps, hence \`::date\`), and a \`CROSS JOIN\` with ${code(E.table)} makes one row per ${E.one} and day, ${s.days} per ${E.one}.`,
        `A \`LEFT JOIN\` then attaches the reading of that ${E.one} on that day when there is one; both conditions belong in its \`ON\` clause. ${zero ? '`COALESCE` turns the missing readings into 0.' : 'Where nothing was recorded the value stays NULL.'}`,
      ),
      mistakes: [
        `**Starting from ${code(R.table)}** (or using an inner join): the missing days are exactly the rows that do not exist there, so they never appear.`,
        `**Joining on the day only**, or comparing a timestamp with a date without the cast: the first attaches other ${E.many}' readings to each row, the second can make every comparison fail and leave the whole column ${zero ? '0' : 'NULL'}.`,
      ],
      params: [String(zero)],
      authored: {
        accepts: [
          sql(
            `SELECT e.id, DATE '${s.from}' + k AS day, ${zero ? `COALESCE((SELECT x.${R.value} FROM ${R.table} x WHERE x.${R.fk} = e.id AND x.${R.date} = DATE '${s.from}' + k), 0)` : `(SELECT x.${R.value} FROM ${R.table} x WHERE x.${R.fk} = e.id AND x.${R.date} = DATE '${s.from}' + k)`}`,
            `FROM ${E.table} e, generate_series(0, ${s.days - 1}) AS k`,
            `ORDER BY 1, 2;`,
          ),
          sql(
            `WITH days AS (SELECT d::date AS day FROM generate_series(DATE '${s.from}', DATE '${to}', INTERVAL '1 day') AS d)`,
            `SELECT e.id, days.day, ${zero ? `CASE WHEN x.${R.value} IS NULL THEN 0 ELSE x.${R.value} END` : `x.${R.value}`}`,
            `FROM ${E.table} e CROSS JOIN days`,
            `LEFT JOIN ${R.table} x ON (x.${R.fk}, x.${R.date}) = (e.id, days.day)`,
            `ORDER BY e.id, days.day;`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT ${R.fk}, ${R.date} AS day, ${R.value}`, `FROM ${R.table}`, `WHERE ${R.date} BETWEEN DATE '${s.from}' AND DATE '${to}'`, `ORDER BY ${R.fk}, day;`), 'starts from the readings, so the missing days never appear', 'a day without a reading'),
          wrong(solution.replace(`x.${R.fk} = e.id AND `, ''), `joins the readings on the day only, attaching other ${E.many}' readings`, `more than one ${E.one}`),
          wrong(solution.replace(`DATE '${to}', INTERVAL`, `DATE '${addDays(to, -1)}', INTERVAL`), 'stops one day early', 'the last day of the period'),
          wrong(solution.replace(zero ? `COALESCE(x.${R.value}, 0)` : `x.${R.value} AS`, zero ? `x.${R.value}` : `COALESCE(x.${R.value}, 0) AS`), zero ? 'leaves NULL where the text asks for 0' : 'shows 0 where the text asks for NULL', 'a day without a reading'),
        ],
      },
    };
  }),
];
