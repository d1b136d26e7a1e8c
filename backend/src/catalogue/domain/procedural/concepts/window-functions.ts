import { CASES, wrong } from '../authored';
import type { Dataset } from '../dataset';
import type { Random } from '../random';
import { code, cols, measures, para, sql, titleCase, question, type QuestionTemplate } from './template';

export const WINDOW_FUNCTIONS: QuestionTemplate[] = [
  question('window-rank-in-category', 1, ['ranking-window'], (ds, r) => {
    const I = ds.family.items;
    const fn = r.pick(['RANK', 'DENSE_RANK'] as const);
    return {
      params: [fn],
      title: `${fn === 'RANK' ? 'Rank' : 'Dense Rank'} of ${titleCase(I.many)} by ${titleCase(I.price.label)} Within ${titleCase(I.category.label)}`,
      description: para(
        `Rank the ${I.many} inside each ${I.category.label} by ${I.price.label}, most expensive = 1.`,
        fn === 'RANK'
          ? `Equal prices share a rank and leave a gap after them (1, 1, 3): standard competition ranking.`
          : `Equal prices share a rank and the next rank follows without a gap (1, 1, 2).`,
        `Return ${cols('id', I.name.col, I.category.col, I.price.col)} and ${code('price_rank')}, ordered by ${code(I.category.col)}, then ${code('price_rank')}, then ${code('id')}.`,
      ),
      solution: sql(
        `SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col},`,
        `       ${fn}() OVER (PARTITION BY ${I.category.col} ORDER BY ${I.price.col} DESC) AS price_rank`,
        `FROM ${I.table}`,
        `ORDER BY ${I.category.col}, price_rank, id;`,
      ),
      parts: ['items'],
      tags: ['window', fn.toLowerCase().replace('_', '-'), 'partition-by'],
      authored: {
        accepts: [
          sql(
            `SELECT i.id, i.${I.name.col}, i.${I.category.col}, i.${I.price.col},`,
            `       1 + (SELECT COUNT(${fn === 'RANK' ? '*' : `DISTINCT i2.${I.price.col}`}) FROM ${I.table} i2 WHERE i2.${I.category.col} = i.${I.category.col} AND i2.${I.price.col} > i.${I.price.col}) AS price_rank`,
            `FROM ${I.table} i`,
            `ORDER BY 3, 5, 1;`,
          ),
          sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col}, ${fn}() OVER w AS price_rank`, `FROM ${I.table}`, `WINDOW w AS (PARTITION BY ${I.category.col} ORDER BY ${I.price.col} DESC)`, `ORDER BY ${I.category.col}, price_rank, id;`),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col},`, `       ROW_NUMBER() OVER (PARTITION BY ${I.category.col} ORDER BY ${I.price.col} DESC) AS price_rank`, `FROM ${I.table}`, `ORDER BY ${I.category.col}, price_rank, id;`), 'ROW_NUMBER gives equal prices different ranks', `two ${I.many} of one ${I.category.label} at the same price`),
          wrong(sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col},`, `       ${fn === 'RANK' ? 'DENSE_RANK' : 'RANK'}() OVER (PARTITION BY ${I.category.col} ORDER BY ${I.price.col} DESC) AS price_rank`, `FROM ${I.table}`, `ORDER BY ${I.category.col}, price_rank, id;`), fn === 'RANK' ? 'DENSE_RANK leaves no gap after a tie' : 'RANK leaves a gap after a tie', `two ${I.many} at the same price with a cheaper one after them`),
          wrong(sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col},`, `       ${fn}() OVER (ORDER BY ${I.price.col} DESC) AS price_rank`, `FROM ${I.table}`, `ORDER BY ${I.category.col}, price_rank, id;`), `ranks over all ${I.many}, not within each ${I.category.label}`, `more than one ${I.category.label}`),
          wrong(sql(`SELECT id, ${I.name.col}, ${I.category.col}, ${I.price.col},`, `       ${fn}() OVER (PARTITION BY ${I.category.col} ORDER BY ${I.price.col}) AS price_rank`, `FROM ${I.table}`, `ORDER BY ${I.category.col}, price_rank, id;`), 'ranks the cheapest first', `a ${I.category.label} with two different prices`),
        ],
      },
    };
  }),
  question('window-running-total', 2, ['running-total-frame'], (ds, r) => {
    const { events: E } = ds.family;
    const m = r.pick(measures(ds));
    return {
      params: [m.col],
      title: `Running ${titleCase(m.label)} per ${titleCase(E.personFk.replace(/_id$/, '').replace(/_/g, ' '))}`,
      description: para(
        `For every ${E.one}, show the running total of ${m.label} of its ${code(E.personFk)} up to and including it, in date order (${code(E.date.col)}, ties broken by ${code('id')}).`,
        `Return ${cols(E.personFk, 'id', E.date.col, m.col)} and ${code(`running_${m.col}`)}, ordered by ${code(E.personFk)}, ${code(E.date.col)}, ${code('id')}.`,
      ),
      solution: sql(
        `SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`,
        `       SUM(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}, id) AS running_${m.col}`,
        `FROM ${E.table}`,
        `ORDER BY ${E.personFk}, ${E.date.col}, id;`,
      ),
      parts: ['events'],
      tags: ['window', 'running-total', 'partition-by'],
      authored: {
        accepts: [
          sql(
            `SELECT e.${E.personFk}, e.id, e.${E.date.col}, e.${m.col},`,
            `       (SELECT SUM(e2.${m.col}) FROM ${E.table} e2 WHERE e2.${E.personFk} = e.${E.personFk} AND (e2.${E.date.col}, e2.id) <= (e.${E.date.col}, e.id)) AS running_${m.col}`,
            `FROM ${E.table} e`,
            `ORDER BY 1, 3, 2;`,
          ),
          sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       SUM(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}, id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       SUM(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}) AS running_${m.col}`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), 'without id in the window order, rows of the same day are peers and share one total', `one ${E.personFk} with two ${E.many} on the same day`),
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       SUM(${m.col}) OVER (ORDER BY ${E.date.col}, id) AS running_${m.col}`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), `no PARTITION BY: the total runs over every ${E.personFk}`, CASES.interleaved),
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       SUM(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY id) AS running_${m.col}`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), 'accumulates in id order, not date order', CASES.idsOutOfOrder),
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       SUM(${m.col}) OVER (PARTITION BY ${E.personFk}) AS running_${m.col}`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), 'no ORDER BY in the window: every row gets the grand total', `a ${E.personFk} with more than one ${E.one}`),
        ],
      },
    };
  }),
  question('window-latest-per-person', 2, ['top-n-per-group', 'ranking-window', 'outer-join'], (ds, r) => {
    const { people: P, events: E } = ds.family;
    const m = r.pick(measures(ds));
    const first = r.chance(0.5);
    sameDayTie(ds, r, first);
    return {
      params: [m.col, String(first)],
      title: `${first ? 'First' : 'Most Recent'} ${titleCase(E.one)} of Each ${titleCase(P.one)}`,
      description: para(
        `For each ${P.one}, find their **${first ? 'earliest' : 'latest'}** ${E.one} by ${code(E.date.col)}; when two fall on the same day, the one with the ${first ? 'smaller' : 'larger'} ${code('id')} wins.`,
        `Return ${code(P.name.col)}, the ${E.one}'s ${code('id')}, ${code(E.date.col)} and ${code(m.col)}. ${titleCase(P.many)} without any ${E.one} still appear once, with NULL in the ${E.one} columns. Row order does not matter.`,
      ),
      solution: sql(
        `SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`,
        `FROM ${P.table} p`,
        `LEFT JOIN (`,
        `  SELECT e.*, ROW_NUMBER() OVER (PARTITION BY e.${E.personFk} ORDER BY e.${E.date.col}${first ? '' : ' DESC'}, e.id${first ? '' : ' DESC'}) AS rn`,
        `  FROM ${E.table} e`,
        `) x ON x.${E.personFk} = p.id AND x.rn = 1;`,
      ),
      parts: ['events'],
      tags: ['window', 'row-number', 'top-1-per-group'],
      authored: {
        accepts: [
          sql(
            `SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`,
            `FROM ${P.table} p`,
            `LEFT JOIN (SELECT DISTINCT ON (${E.personFk}) * FROM ${E.table} ORDER BY ${E.personFk}, ${E.date.col}${first ? '' : ' DESC'}, id${first ? '' : ' DESC'}) x ON x.${E.personFk} = p.id;`,
          ),
          sql(
            `SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`,
            `FROM ${P.table} p`,
            `LEFT JOIN ${E.table} x ON x.id = (SELECT e.id FROM ${E.table} e WHERE e.${E.personFk} = p.id ORDER BY e.${E.date.col}${first ? '' : ' DESC'}, e.id${first ? '' : ' DESC'} LIMIT 1);`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`, `FROM ${P.table} p`, `JOIN (`, `  SELECT e.*, ROW_NUMBER() OVER (PARTITION BY e.${E.personFk} ORDER BY e.${E.date.col}${first ? '' : ' DESC'}, e.id${first ? '' : ' DESC'}) AS rn`, `  FROM ${E.table} e`, `) x ON x.${E.personFk} = p.id AND x.rn = 1;`), `an inner join drops the ${P.many} without ${E.many}`, `a ${P.one} with no ${E.many}`),
          wrong(sql(`SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`, `FROM ${P.table} p`, `LEFT JOIN (`, `  SELECT e.*, ROW_NUMBER() OVER (PARTITION BY e.${E.personFk} ORDER BY e.${E.date.col}${first ? '' : ' DESC'}, e.id${first ? ' DESC' : ''}) AS rn`, `  FROM ${E.table} e`, `) x ON x.${E.personFk} = p.id AND x.rn = 1;`), `breaks a same-day tie the wrong way (the ${first ? 'smaller' : 'larger'} id wins)`, CASES.sameDay),
          wrong(sql(`SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`, `FROM ${P.table} p`, `LEFT JOIN (SELECT ${E.personFk}, ${first ? 'MIN' : 'MAX'}(${E.date.col}) AS d FROM ${E.table} GROUP BY ${E.personFk}) m ON m.${E.personFk} = p.id`, `LEFT JOIN ${E.table} x ON x.${E.personFk} = p.id AND x.${E.date.col} = m.d;`), `joins back on the ${first ? 'first' : 'last'} date: two ${E.many} that day both come back`, CASES.sameDay),
          wrong(sql(`SELECT p.${P.name.col}, x.id, x.${E.date.col}, x.${m.col}`, `FROM ${P.table} p`, `LEFT JOIN (`, `  SELECT e.*, ROW_NUMBER() OVER (PARTITION BY e.${E.personFk} ORDER BY e.id${first ? '' : ' DESC'}) AS rn`, `  FROM ${E.table} e`, `) x ON x.${E.personFk} = p.id AND x.rn = 1;`), `takes the ${first ? 'smallest' : 'largest'} id, not the ${first ? 'earliest' : 'latest'} date`, CASES.idsOutOfOrder),
        ],
      },
    };
  }),
  question('window-lag-difference', 2, ['lag-lead'], (ds, r) => {
    const { events: E } = ds.family;
    const m = r.pick(measures(ds));
    return {
      params: [m.col],
      title: `Change in ${titleCase(m.label)} Since the Previous ${titleCase(E.one)}`,
      description: para(
        `Within each ${code(E.personFk)}, order the ${E.many} by ${code(E.date.col)} then ${code('id')}, and compare each one with the one just before it.`,
        `Return ${cols(E.personFk, 'id', E.date.col, m.col)} and ${code('change')}: this ${m.label} minus the previous one (NULL for the first ${E.one} of each ${code(E.personFk)}). Order by ${code(E.personFk)}, ${code(E.date.col)}, ${code('id')}.`,
      ),
      solution: sql(
        `SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`,
        `       ${m.col} - LAG(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}, id) AS change`,
        `FROM ${E.table}`,
        `ORDER BY ${E.personFk}, ${E.date.col}, id;`,
      ),
      parts: ['events'],
      tags: ['window', 'lag'],
      authored: {
        accepts: [
          sql(
            `SELECT e.${E.personFk}, e.id, e.${E.date.col}, e.${m.col},`,
            `       e.${m.col} - (SELECT e2.${m.col} FROM ${E.table} e2 WHERE e2.${E.personFk} = e.${E.personFk} AND (e2.${E.date.col}, e2.id) < (e.${E.date.col}, e.id) ORDER BY e2.${E.date.col} DESC, e2.id DESC LIMIT 1) AS change`,
            `FROM ${E.table} e`,
            `ORDER BY 1, 3, 2;`,
          ),
          sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col}, ${m.col} - LAG(${m.col}, 1) OVER w AS change`, `FROM ${E.table}`, `WINDOW w AS (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}, id)`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`),
        ],
        rejects: [
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       ${m.col} - LAG(${m.col}) OVER (ORDER BY ${E.date.col}, id) AS change`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), `LAG without PARTITION BY compares with another ${E.personFk}'s ${E.one}`, CASES.interleaved),
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       ${m.col} - LAG(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY id) AS change`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), 'orders the window by id instead of date', CASES.idsOutOfOrder),
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       ${m.col} - COALESCE(LAG(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}, id), 0) AS change`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), 'the first change should be NULL, not the value itself', `the first ${E.one} of each ${E.personFk}`),
          wrong(sql(`SELECT ${E.personFk}, id, ${E.date.col}, ${m.col},`, `       LEAD(${m.col}) OVER (PARTITION BY ${E.personFk} ORDER BY ${E.date.col}, id) - ${m.col} AS change`, `FROM ${E.table}`, `ORDER BY ${E.personFk}, ${E.date.col}, id;`), 'compares with the next row instead of the previous one', `a ${E.personFk} with more than one ${E.one}`),
        ],
      },
    };
  }),
  question('window-share-of-group', 1, ['percentiles'], (ds, r) => {
    const { events: E } = ds.family;
    const m = r.pick(measures(ds));
    return {
      params: [m.col],
      title: `Each ${titleCase(E.one)}'s Share of Its ${titleCase(E.status.label)} ${titleCase(m.label)}`,
      description: para(
        `For each ${E.one}, compute what percentage of the total ${m.label} of all ${E.many} with the **same ${E.status.label}** it represents.`,
        `Return ${cols('id', E.status.col, m.col)} and ${code('pct')} (100 × ${m.label} / total for that ${E.status.label}, rounded to 2 decimals). Row order does not matter.`,
      ),
      solution: sql(
        `SELECT id, ${E.status.col}, ${m.col},`,
        `       ROUND(100.0 * ${m.col} / SUM(${m.col}) OVER (PARTITION BY ${E.status.col}), 2) AS pct`,
        `FROM ${E.table};`,
      ),
      parts: ['events'],
      tags: ['window', 'partition-by', 'percentage'],
      authored: {
        accepts: [
          sql(`SELECT e.id, e.${E.status.col}, e.${m.col}, ROUND(100.0 * e.${m.col} / (SELECT SUM(e2.${m.col}) FROM ${E.table} e2 WHERE e2.${E.status.col} = e.${E.status.col}), 2) AS pct`, `FROM ${E.table} e;`),
          sql(`SELECT e.id, e.${E.status.col}, e.${m.col}, ROUND(e.${m.col} * 100.0 / t.total, 2)`, `FROM ${E.table} e`, `JOIN (SELECT ${E.status.col}, SUM(${m.col}) AS total FROM ${E.table} GROUP BY ${E.status.col}) t USING (${E.status.col});`),
        ],
        rejects: [
          m.money
            ? wrong(sql(`SELECT id, ${E.status.col}, ${m.col},`, `       ROUND(${m.col} / SUM(${m.col}) OVER (PARTITION BY ${E.status.col}), 2) * 100 AS pct`, `FROM ${E.table};`), 'rounds the fraction before multiplying by 100, losing the decimals', 'a share that is not a whole percentage')
            : wrong(sql(`SELECT id, ${E.status.col}, ${m.col},`, `       ROUND(100 * ${m.col} / SUM(${m.col}) OVER (PARTITION BY ${E.status.col}), 2) AS pct`, `FROM ${E.table};`), 'integer division drops the decimals', 'a share that is not a whole percentage'),
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col},`, `       ROUND(100.0 * ${m.col} / SUM(${m.col}) OVER (), 2) AS pct`, `FROM ${E.table};`), `shares of the grand total, not of the ${E.status.label}'s total`, `more than one ${E.status.label}`),
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col},`, `       ROUND(100.0 * ${m.col} / SUM(${m.col}) OVER (PARTITION BY ${E.status.col} ORDER BY id), 2) AS pct`, `FROM ${E.table};`), 'an ORDER BY in the window makes it a running total', `several ${E.many} of one ${E.status.label}`),
          wrong(sql(`SELECT id, ${E.status.col}, ${m.col},`, `       TRUNC(100.0 * ${m.col} / SUM(${m.col}) OVER (PARTITION BY ${E.status.col}), 2) AS pct`, `FROM ${E.table};`), 'truncates instead of rounding', 'a share whose third decimal is 5 or more'),
        ],
      },
    };
  }),
];

/** Two events of one person on their first (or last) day, so the id tie-break decides on the sample. */
function sameDayTie(ds: Dataset, r: Random, first: boolean): void {
  const E = ds.family.events;
  const multi = ds.people.filter((p) => ds.events.filter((e) => e[E.personFk] === p.id).length >= 2);
  if (!multi.length) return;
  const who = r.pick(multi).id;
  const mine = ds.events.filter((e) => e[E.personFk] === who).sort((a, b) => String(a[E.date.col]).localeCompare(String(b[E.date.col])) || Number(a.id) - Number(b.id));
  const edge = first ? mine[0]! : mine[mine.length - 1]!;
  const other = first ? mine[1]! : mine[mine.length - 2]!;
  other[E.date.col] = edge[E.date.col]!;
}
