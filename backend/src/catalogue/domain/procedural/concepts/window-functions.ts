import type { Dataset } from '../dataset';
import type { Random } from '../random';
import { code, cols, measures, para, sql, titleCase, type QuestionTemplate } from './template';

export const WINDOW_FUNCTIONS: QuestionTemplate[] = [
  {
    id: 'window-rank-in-category',
    complexity: 1,
    build(ds, r) {
      const I = ds.family.items;
      const fn = r.pick(['RANK', 'DENSE_RANK'] as const);
      return {
        params: [fn],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'window-running-total',
    complexity: 2,
    build(ds, r) {
      const { events: E } = ds.family;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'window-latest-per-person',
    complexity: 2,
    build(ds, r) {
      const { people: P, events: E } = ds.family;
      const m = r.pick(measures(ds));
      const first = r.chance(0.5);
      sameDayTie(ds, r, first);
      return {
        params: [m.col, String(first)],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'window-lag-difference',
    complexity: 2,
    build(ds, r) {
      const { events: E } = ds.family;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
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
        },
      };
    },
  },
  {
    id: 'window-share-of-group',
    complexity: 1,
    build(ds, r) {
      const { events: E } = ds.family;
      const m = r.pick(measures(ds));
      return {
        params: [m.col],
        draft: {
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
        },
      };
    },
  },
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
