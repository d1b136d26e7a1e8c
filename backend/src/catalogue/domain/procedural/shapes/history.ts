import { insert } from '../../sql-literals';
import type { Industry } from '../../generator.constants';
import { code, cols, para, sql, titleCase } from '../concepts/template';
import type { Random } from '../random';
import { CASES, wrong } from '../authored';
import { addDays, an, round2, shapeQuestions, type ShapeTemplate } from './shape';

/** The text's rule that no constraint here holds: versions of one entity never overlap. */
function noOverlap(t: HistoryTheme): string {
  const V = t.versions;
  return sql(
    `SELECT a.id FROM ${V.table} a JOIN ${V.table} b ON b.${V.fk} = a.${V.fk} AND b.id > a.id`,
    `WHERE daterange(a.valid_from, a.valid_to) && daterange(b.valid_from, b.valid_to)`,
  );
}

/** A slowly changing attribute: entities plus versions valid from a date up to (not including) the next one. */
interface HistoryTheme {
  story: string;
  entity: { table: string; one: string; many: string; names: readonly string[] };
  versions: { table: string; fk: string; value: string; label: string; min: number; max: number; decimals: 0 | 2 };
}

const HISTORY: Record<Industry, HistoryTheme> = {
  ecommerce: { story: 'A shop\'s price list over time', entity: { table: 'products', one: 'product', many: 'products', names: ['Trail Shoes', 'Yoga Mat', 'Desk Lamp', 'Coffee Grinder', 'Chef Knife', 'E-Reader', 'Smart Watch', 'Linen Sheets', 'Cast Iron Pan'] }, versions: { table: 'price_history', fk: 'product_id', value: 'price', label: 'price', min: 15, max: 240, decimals: 2 } },
  saas: { story: 'A SaaS company\'s plan catalogue', entity: { table: 'plans', one: 'plan', many: 'plans', names: ['Starter', 'Team', 'Business', 'Enterprise', 'Nonprofit', 'Education', 'Agency', 'Startup'] }, versions: { table: 'plan_prices', fk: 'plan_id', value: 'monthly_fee', label: 'monthly fee', min: 9, max: 400, decimals: 2 } },
  hr: { story: 'A company\'s salary history', entity: { table: 'employees', one: 'employee', many: 'employees', names: ['Olivia Bennett', 'Noah Chen', 'Amara Okafor', 'Kenji Tanaka', 'Priya Sharma', 'Felix Novak', 'Ines Costa', 'Omar Haddad', 'Zara Kim'] }, versions: { table: 'salary_history', fk: 'employee_id', value: 'salary', label: 'salary', min: 38000, max: 140000, decimals: 0 } },
  finance: { story: 'A bank\'s savings rates over time', entity: { table: 'savings_products', one: 'savings product', many: 'savings products', names: ['Easy Access', 'Regular Saver', '1-Year Fixed', '2-Year Fixed', 'Cash ISA', 'Junior Saver', 'Notice 90', 'Green Saver'] }, versions: { table: 'rate_history', fk: 'product_id', value: 'interest_rate', label: 'interest rate (percent)', min: 0.5, max: 5.5, decimals: 2 } },
  healthcare: { story: 'A clinic\'s treatment tariffs over time', entity: { table: 'treatments', one: 'treatment', many: 'treatments', names: ['X-Ray', 'MRI Scan', 'Blood Panel', 'Physiotherapy', 'Dental Check', 'Eye Exam', 'Vaccination', 'ECG'] }, versions: { table: 'tariff_history', fk: 'treatment_id', value: 'tariff', label: 'tariff', min: 20, max: 900, decimals: 2 } },
  logistics: { story: 'A carrier\'s rate card over time', entity: { table: 'routes', one: 'route', many: 'routes', names: ['London-Paris', 'Paris-Lyon', 'Berlin-Munich', 'Madrid-Lisbon', 'Milan-Zurich', 'Hamburg-Oslo', 'Rotterdam-Antwerp', 'Vienna-Prague'] }, versions: { table: 'rate_history', fk: 'route_id', value: 'rate_per_kg', label: 'rate per kg', min: 0.4, max: 3.5, decimals: 2 } },
  marketing: { story: 'A publisher\'s ad-slot price list over time', entity: { table: 'ad_slots', one: 'ad slot', many: 'ad slots', names: ['Homepage Banner', 'Newsletter Top', 'Podcast Pre-roll', 'Sidebar', 'Video Mid-roll', 'App Interstitial', 'Search Sponsored', 'Footer'] }, versions: { table: 'slot_prices', fk: 'slot_id', value: 'cpm', label: 'price per thousand impressions', min: 2, max: 45, decimals: 2 } },
  gaming: { story: 'A game shop\'s item prices over time', entity: { table: 'items', one: 'item', many: 'items', names: ['Dragon Skin', 'Speed Boots', 'XP Booster', 'Golden Sword', 'Pet Fox', 'Battle Pass', 'Loot Crate', 'Emote Pack'] }, versions: { table: 'price_history', fk: 'item_id', value: 'gem_price', label: 'gem price', min: 50, max: 2000, decimals: 0 } },
};

interface Version {
  id: number;
  entity: number;
  value: number;
  from: string;
  to: string | null;
}

export interface HistoryData {
  theme: HistoryTheme;
  entities: Array<{ id: number; name: string }>;
  versions: Version[];
  /** A date on which some version starts (and the one before it ends); another starts the day after. */
  asOf: string;
  setup: string;
  data: string;
}

export function buildHistory(industry: Industry, r: Random): HistoryData {
  const t = HISTORY[industry];
  const V = t.versions;
  const entities = r.sample(t.entity.names, r.int(6, 8)).map((name, i) => ({ id: i + 1, name }));
  const round = (x: number): number => (V.decimals ? round2(x) : x >= 1000 ? Math.round(x / 100) * 100 : Math.round(x / 5) * 5);
  const versions: Version[] = [];
  const late = entities[entities.length - 1]!.id;
  const retired = entities[entities.length - 2]!.id;
  // the question's date: one entity's price changes on it and another's the day after, so
  // "valid_from <= d < valid_to" has rows on both edges
  const asOf = r.date('2023-09-04', '2024-02-20');
  for (const [i, e] of entities.entries()) {
    const start = e.id === late ? r.date(addDays(asOf, 20), addDays(asOf, 90)) : r.date('2022-06-01', '2022-12-31');
    const end = e.id === retired ? r.date(addDays(start, 200), addDays(asOf, -10)) : null;
    let cuts = e.id === late ? [] : Array.from({ length: r.int(1, 3) }, () => r.date(addDays(start, 60), '2024-08-30'));
    if (i === 0) cuts.push(asOf);
    if (i === 1) cuts = [...cuts.filter((c) => c < addDays(asOf, -1) || c > addDays(asOf, 70)), addDays(asOf, 1)];
    cuts = [...new Set(cuts)].filter((c) => c > addDays(start, 20) && (!end || c < addDays(end, -20))).sort();
    const bounds = [start, ...cuts];
    let value = V.min + (V.max - V.min) * r.float();
    bounds.forEach((from, k) => {
      versions.push({ id: 0, entity: e.id, value: round(value), from, to: bounds[k + 1] ?? end });
      // up or down by 5-20%, turning back at the range's ends (so two versions in a row never repeat a value)
      const up = value * 1.3 > V.max ? false : value * 0.7 < V.min ? true : r.chance(0.5);
      value = value * (up ? 1.05 + 0.15 * r.float() : 0.8 + 0.15 * r.float());
    });
  }
  r.shuffle(versions).forEach((v, i) => (v.id = i + 1));
  versions.sort((a, b) => a.id - b.id);
  const setup = [
    `CREATE TABLE ${t.entity.table} (\n  id int PRIMARY KEY,\n  name text NOT NULL\n);`,
    insert(t.entity.table, ['id', 'name'], entities.map((e) => [e.id, e.name])),
    '',
    `CREATE TABLE ${V.table} (\n  id int PRIMARY KEY,\n  ${V.fk} int NOT NULL REFERENCES ${t.entity.table}(id),\n  ${V.value} numeric(10,2) NOT NULL,\n  valid_from date NOT NULL,\n  valid_to date,\n  CHECK (valid_to IS NULL OR valid_to > valid_from)\n);`,
    insert(V.table, ['id', V.fk, V.value, 'valid_from', 'valid_to'], versions.map((v) => [v.id, v.entity, v.value, v.from, v.to])),
  ].join('\n');
  const data = `${t.story}: ${entities.length} ${t.entity.many} (\`${t.entity.table}\`) and ${versions.length} versions of their ${V.label} (\`${V.table}\`). A version applies from \`valid_from\` up to but **not including** \`valid_to\`; \`valid_to\` is NULL for the version in force today. Versions of one ${t.entity.one} never overlap; one ${t.entity.one} was withdrawn (its last version has an end date) and one only appeared recently.`;
  return { theme: t, entities, versions, asOf, setup, data };
}

const historyQuestion = shapeQuestions('history', buildHistory);

export const HISTORY_TEMPLATES: ShapeTemplate[] = [
  historyQuestion({ id: 'history-as-of', sqlConcept: 'dates', concepts: ['outer-join', 'dates-time-zones', 'null-handling'], rating: 1400, complexity: 1, category: 'JOIN' }, (h) => {
    const { entity: E, versions: V } = h.theme;
    const col = `${V.value}_on_date`;
    const solution = sql(
      `SELECT e.id, e.name, v.${V.value} AS ${col}`,
      `FROM ${E.table} e`,
      `LEFT JOIN ${V.table} v`,
      `  ON v.${V.fk} = e.id`,
      ` AND v.valid_from <= DATE '${h.asOf}'`,
      ` AND (v.valid_to IS NULL OR v.valid_to > DATE '${h.asOf}')`,
      `ORDER BY e.id;`,
    );
    return {
      title: `${titleCase(V.label)} of Every ${titleCase(E.one)} on ${h.asOf}`,
      description: para(
        `What was each ${E.one}'s ${V.label} on **${h.asOf}**? The version in force on a date is the one with \`valid_from\` on or before it and \`valid_to\` after it (or NULL, still current): a version whose \`valid_to\` is ${h.asOf} had already ended that day.`,
        `Return every ${E.one} once: ${cols('id', 'name')} and ${code(col)}, which is NULL when no version was in force that day (not yet introduced, or already withdrawn). Order by ${code('id')}.`,
      ),
      columns: ['id', 'name', col],
      solution,
      tags: ['point-in-time', 'scd', 'left-join', 'date-range'],
      hints: [
        `Each ${E.one} has several versions; exactly one (or none) covers ${h.asOf}. Every ${E.one} must stay in the result, found or not.`,
        `Start from ${code(E.table)} and LEFT JOIN the versions; put the whole date test in the \`ON\` clause so unmatched ${E.many} keep a NULL.`,
        `The test is \`valid_from <= '${h.asOf}'\` and \`(valid_to IS NULL OR valid_to > '${h.asOf}')\`: the end date is exclusive and NULL means open-ended.`,
      ],
      approach: para(
        `A point-in-time lookup picks, per ${E.one}, the version whose half-open interval \`[valid_from, valid_to)\` contains the date. Because versions never overlap, at most one matches. \`valid_to\` is exclusive, so on a change date the new version applies and the old one does not; a NULL \`valid_to\` means the version is still open.`,
        `A LEFT JOIN from ${code(E.table)} keeps ${E.many} without a matching version. The date conditions must live in the \`ON\` clause: in \`WHERE\` they would reject the NULL rows the LEFT JOIN produced.`,
      ),
      mistakes: [
        `**Treating \`valid_to\` as inclusive** (\`valid_to >= '${h.asOf}'\`). On ${h.asOf} both the old and the new version then match and that ${E.one} appears twice.`,
        `**Comparing with \`valid_to > date\` without the \`IS NULL\` branch**, or filtering in WHERE: current versions have no end date, so the comparison is NULL and those ${E.many} lose their ${V.label} or vanish.`,
      ],
      params: [h.asOf],
      authored: {
        accepts: [
          sql(`SELECT e.id, e.name, (SELECT v.${V.value} FROM ${V.table} v WHERE v.${V.fk} = e.id AND v.valid_from <= DATE '${h.asOf}' AND (v.valid_to > DATE '${h.asOf}' OR v.valid_to IS NULL))`, `FROM ${E.table} e`, `ORDER BY 1;`),
          sql(`SELECT e.id, e.name, v.${V.value}`, `FROM ${E.table} e`, `LEFT JOIN ${V.table} v ON v.${V.fk} = e.id AND daterange(v.valid_from, v.valid_to) @> DATE '${h.asOf}'`, `ORDER BY e.id;`),
        ],
        rejects: [
          wrong(solution.replace(`v.valid_to > DATE '${h.asOf}'`, `v.valid_to >= DATE '${h.asOf}'`), 'treats valid_to as inclusive', 'a version that ends on the date asked about'),
          wrong(solution.replace(`v.valid_from <= DATE '${h.asOf}'`, `v.valid_from < DATE '${h.asOf}'`), 'misses a version that starts on the date', 'a version that starts on the date asked about'),
          wrong(sql(`SELECT e.id, e.name, v.${V.value} AS ${col}`, `FROM ${E.table} e`, `LEFT JOIN ${V.table} v ON v.${V.fk} = e.id`, `WHERE v.valid_from <= DATE '${h.asOf}'`, `  AND (v.valid_to IS NULL OR v.valid_to > DATE '${h.asOf}')`, `ORDER BY e.id;`), `the date test in WHERE drops the ${E.many} with no version that day`, `${an(E.one)} with no version in force on the date`),
          wrong(solution.replace(`(v.valid_to IS NULL OR v.valid_to > DATE '${h.asOf}')`, `v.valid_to > DATE '${h.asOf}'`), 'forgets that a NULL valid_to means still current', 'a version still in force today'),
        ],
        invariants: [noOverlap(h.theme)],
      },
    };
  }),
  historyQuestion({ id: 'history-version-changes', sqlConcept: 'window_functions', concepts: ['lag-lead'], rating: 1500, complexity: 2, category: 'WINDOW_FUNCTION' }, (h) => {
    const { entity: E, versions: V } = h.theme;
    const solution = sql(
      `SELECT ${V.fk}, valid_from, ${V.value}, previous_${V.value},`,
      `       ROUND(100.0 * (${V.value} - previous_${V.value}) / previous_${V.value}, 1) AS change_pct`,
      `FROM (`,
      `  SELECT ${V.fk}, valid_from, ${V.value},`,
      `         LAG(${V.value}) OVER (PARTITION BY ${V.fk} ORDER BY valid_from) AS previous_${V.value}`,
      `  FROM ${V.table}`,
      `) v`,
      `ORDER BY valid_from, ${V.fk};`,
    );
    return {
      title: `How Each ${titleCase(E.one)}'s ${titleCase(V.label)} Changed`,
      description: para(
        `List every version in ${code(V.table)} next to the version before it for the same ${E.one} (by \`valid_from\`).`,
        `Return ${cols(V.fk, 'valid_from', V.value)}, ${code(`previous_${V.value}`)} (the ${V.label} of the ${E.one}'s previous version) and ${code('change_pct')} (100 × (new − previous) / previous, rounded to 1 decimal); both are NULL for ${an(E.one)}'s first version. List the changes chronologically: order by ${code('valid_from')}, then ${code(V.fk)}.`,
      ),
      columns: [V.fk, 'valid_from', V.value, `previous_${V.value}`, 'change_pct'],
      solution,
      tags: ['lag', 'scd', 'percentage'],
      hints: [
        `Each version has to see the one before it of the same ${E.one}: a value from another row, in date order.`,
        `\`LAG(${V.value}) OVER (PARTITION BY ${V.fk} ORDER BY valid_from)\` is the previous version's ${V.label} (NULL for the first one).`,
        `Compute it once in a subquery, then the percentage outside: multiply by \`100.0\` before dividing so the division is not integer, and \`ROUND(..., 1)\`.`,
      ],
      approach: para(
        `The versions of ${an(E.one)} form an ordered sequence by \`valid_from\`. \`LAG\` over a window partitioned by \`${V.fk}\` and ordered by \`valid_from\` returns the previous version's ${V.label}; for the first version there is none and it returns NULL, which propagates through the percentage too.`,
        `Note that the ids in ${code(V.table)} are not in date order, so the window must be ordered by \`valid_from\`, not by \`id\`.`,
      ),
      mistakes: [
        `**Ordering the window by \`id\`.** The ids were assigned as rows were loaded, not in date order, so "previous" would be an arbitrary other version.`,
        `**Dividing by the new value**, or computing \`previous - new\`: the change is measured relative to the previous ${V.label}, and a price increase must come out positive.`,
      ],
      params: [],
      authored: {
        accepts: [
          sql(
            `SELECT v.${V.fk}, v.valid_from, v.${V.value}, p.${V.value},`,
            `       ROUND((v.${V.value} - p.${V.value}) * 100.0 / p.${V.value}, 1)`,
            `FROM ${V.table} v`,
            `LEFT JOIN ${V.table} p ON p.id = (SELECT q.id FROM ${V.table} q WHERE q.${V.fk} = v.${V.fk} AND q.valid_from < v.valid_from ORDER BY q.valid_from DESC LIMIT 1)`,
            `ORDER BY 2, 1;`,
          ),
          sql(
            `SELECT ${V.fk}, valid_from, ${V.value}, LAG(${V.value}) OVER w,`,
            `       ROUND(100.0 * (${V.value} / LAG(${V.value}) OVER w - 1), 1)`,
            `FROM ${V.table}`,
            `WINDOW w AS (PARTITION BY ${V.fk} ORDER BY valid_from)`,
            `ORDER BY valid_from, ${V.fk};`,
          ),
        ],
        rejects: [
          wrong(solution.replace(`OVER (PARTITION BY ${V.fk} ORDER BY valid_from)`, 'OVER (ORDER BY valid_from)'), `LAG without PARTITION BY takes another ${E.one}'s version`, CASES.interleaved),
          wrong(solution.replace(`OVER (PARTITION BY ${V.fk} ORDER BY valid_from)`, `OVER (PARTITION BY ${V.fk} ORDER BY id)`), 'orders the versions by id, not by valid_from', CASES.idsOutOfOrder),
          wrong(solution.replace(`/ previous_${V.value}, 1)`, `/ ${V.value}, 1)`), 'divides by the new value instead of the previous one', 'any change'),
          wrong(solution.replace(`ROUND(100.0 * (${V.value} - previous_${V.value}) / previous_${V.value}, 1)`, `ROUND((${V.value} - previous_${V.value}) / previous_${V.value}, 2) * 100`), 'rounds the ratio to 2 decimals before turning it into a percentage, losing the decimal', 'a change that is not a whole percentage'),
        ],
        invariants: [noOverlap(h.theme)],
      },
    };
  }),
];
