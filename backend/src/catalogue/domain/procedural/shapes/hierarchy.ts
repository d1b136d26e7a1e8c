import { insert } from '../../sql-literals';
import type { Industry } from '../../generator.constants';
import { code, cols, para, sql, titleCase } from '../concepts/template';
import { FIRST_NAMES, LAST_NAMES } from '../family';
import type { Random } from '../random';
import { wrong } from '../authored';
import { an, personNames, shapeQuestions, type ShapeTemplate } from './shape';

/** A self-referencing tree: an org chart (people with a manager) or a category/location tree. */
interface HierarchyTheme {
  table: string;
  one: string;
  many: string;
  story: string;
  name: string;
  parent: string;
  /** "manager", "parent category"... */
  parentLabel: string;
  value: { col: string; label: string; min: number; max: number };
  /** People themes: a job title per level (root first). */
  titles?: readonly string[];
  /** Tree themes: the node paths (`A/B/C`), parents before children. */
  paths?: readonly string[];
}

const HIERARCHY: Record<Industry, HierarchyTheme> = {
  hr: { table: 'employees', one: 'employee', many: 'employees', story: 'A mid-sized company\'s org chart', name: 'full_name', parent: 'manager_id', parentLabel: 'manager', value: { col: 'salary', label: 'salary', min: 42000, max: 180000 }, titles: ['Chief Executive', 'Director', 'Manager', 'Specialist', 'Associate'] },
  healthcare: { table: 'staff', one: 'staff member', many: 'staff members', story: 'A hospital\'s clinical reporting lines', name: 'full_name', parent: 'supervisor_id', parentLabel: 'supervisor', value: { col: 'salary', label: 'salary', min: 38000, max: 210000 }, titles: ['Medical Director', 'Head of Department', 'Consultant', 'Senior Nurse', 'Nurse'] },
  saas: { table: 'engineers', one: 'engineer', many: 'engineers', story: 'A software company\'s engineering organisation', name: 'full_name', parent: 'reports_to', parentLabel: 'lead', value: { col: 'salary', label: 'salary', min: 60000, max: 230000 }, titles: ['CTO', 'Engineering Director', 'Engineering Manager', 'Senior Engineer', 'Engineer'] },
  gaming: { table: 'studio_staff', one: 'team member', many: 'team members', story: 'A game studio\'s team structure', name: 'full_name', parent: 'lead_id', parentLabel: 'lead', value: { col: 'salary', label: 'salary', min: 45000, max: 190000 }, titles: ['Studio Head', 'Game Director', 'Lead', 'Senior Developer', 'Developer'] },
  ecommerce: { table: 'categories', one: 'category', many: 'categories', story: 'An online store\'s category tree', name: 'name', parent: 'parent_id', parentLabel: 'parent category', value: { col: 'product_count', label: 'number of products', min: 3, max: 120 }, paths: ['All Products', 'All Products/Electronics', 'All Products/Electronics/Phones', 'All Products/Electronics/Phones/Smartphones', 'All Products/Electronics/Phones/Phone Cases', 'All Products/Electronics/Computers', 'All Products/Electronics/Computers/Laptops', 'All Products/Electronics/Computers/Monitors', 'All Products/Electronics/Audio', 'All Products/Home', 'All Products/Home/Kitchen', 'All Products/Home/Kitchen/Cookware', 'All Products/Home/Kitchen/Small Appliances', 'All Products/Home/Furniture', 'All Products/Home/Bedding', 'All Products/Fashion', 'All Products/Fashion/Shoes', 'All Products/Fashion/Shoes/Running Shoes', 'All Products/Fashion/Jackets'] },
  finance: { table: 'cost_centres', one: 'cost centre', many: 'cost centres', story: 'A bank\'s cost-centre hierarchy', name: 'name', parent: 'parent_id', parentLabel: 'parent cost centre', value: { col: 'annual_budget', label: 'annual budget', min: 50000, max: 900000 }, paths: ['Group', 'Group/Retail Banking', 'Group/Retail Banking/Cards', 'Group/Retail Banking/Cards/Card Fraud', 'Group/Retail Banking/Mortgages', 'Group/Retail Banking/Mortgages/Underwriting', 'Group/Retail Banking/Branches', 'Group/Corporate Banking', 'Group/Corporate Banking/Trade Finance', 'Group/Corporate Banking/Lending', 'Group/Corporate Banking/Lending/Credit Risk', 'Group/Operations', 'Group/Operations/IT', 'Group/Operations/IT/Data Platform', 'Group/Operations/Compliance', 'Group/Operations/Facilities'] },
  logistics: { table: 'locations', one: 'location', many: 'locations', story: 'A carrier\'s network of regions, hubs and depots', name: 'name', parent: 'parent_id', parentLabel: 'parent location', value: { col: 'capacity', label: 'daily parcel capacity', min: 400, max: 9000 }, paths: ['Europe', 'Europe/Germany', 'Europe/Germany/Berlin Hub', 'Europe/Germany/Berlin Hub/Spandau Depot', 'Europe/Germany/Berlin Hub/Mitte Depot', 'Europe/Germany/Munich Hub', 'Europe/Germany/Munich Hub/Schwabing Depot', 'Europe/France', 'Europe/France/Paris Hub', 'Europe/France/Paris Hub/Orly Depot', 'Europe/France/Lyon Hub', 'Europe/Spain', 'Europe/Spain/Madrid Hub', 'Europe/Spain/Madrid Hub/Getafe Depot', 'Europe/Spain/Valencia Hub', 'Europe/Italy', 'Europe/Italy/Milan Hub'] },
  marketing: { table: 'campaigns', one: 'campaign', many: 'campaigns', story: 'An agency\'s campaign tree (programmes, campaigns, ad sets)', name: 'name', parent: 'parent_id', parentLabel: 'parent campaign', value: { col: 'budget', label: 'budget', min: 2000, max: 60000 }, paths: ['Brand 2024', 'Brand 2024/Spring Launch', 'Brand 2024/Spring Launch/Social Ads', 'Brand 2024/Spring Launch/Social Ads/Video Set', 'Brand 2024/Spring Launch/Search Ads', 'Brand 2024/Spring Launch/Influencers', 'Brand 2024/Summer Sale', 'Brand 2024/Summer Sale/Email Series', 'Brand 2024/Summer Sale/Email Series/Win-back Emails', 'Brand 2024/Summer Sale/Display Ads', 'Brand 2024/Back to School', 'Brand 2024/Back to School/Podcast Spots', 'Brand 2024/Back to School/Social Ads', 'Brand 2024/Back to School/Social Ads/Carousel Set', 'Brand 2024/Loyalty', 'Brand 2024/Loyalty/App Push'] },
};

export interface TreeNode {
  id: number;
  name: string;
  parent: number | null;
  value: number;
  title?: string;
  depth: number;
}

export interface HierarchyData {
  theme: HierarchyTheme;
  nodes: TreeNode[];
  setup: string;
  data: string;
}

export function buildHierarchy(industry: Industry, r: Random): HierarchyData {
  const t = HIERARCHY[industry];
  let shaped: Array<{ key: string; parentKey: string | null; depth: number; name: string; title?: string }>;
  if (t.paths) {
    // keep every inner node, drop a few leaves, so each sample differs
    const keep = t.paths.filter((p) => t.paths!.some((q) => q.startsWith(`${p}/`)) || r.chance(0.8));
    shaped = keep.map((p) => {
      const parts = p.split('/');
      return { key: p, parentKey: parts.length > 1 ? parts.slice(0, -1).join('/') : null, depth: parts.length - 1, name: parts[parts.length - 1]! };
    });
  } else {
    const titles = t.titles!;
    const names = personNames(r, 20, FIRST_NAMES, LAST_NAMES);
    shaped = [{ key: '0', parentKey: null, depth: 0, name: names[0]!, title: titles[0]! }];
    let frontier = ['0'];
    for (let depth = 1; depth <= 3; depth++) {
      const next: string[] = [];
      for (const p of frontier) {
        const kids = depth === 1 ? r.int(2, 3) : depth === 2 ? r.int(2, 3) : r.int(0, 2);
        for (let k = 0; k < kids && shaped.length < 18; k++) {
          const key = String(shaped.length);
          shaped.push({ key, parentKey: p, depth, name: names[shaped.length]!, title: titles[Math.min(titles.length - 1, depth + (depth === 3 && r.chance(0.5) ? 1 : 0))]! });
          next.push(key);
        }
      }
      frontier = next;
    }
  }
  // ids: parents before children, siblings shuffled
  const order = [...shaped].sort((a, b) => a.depth - b.depth || (r.chance(0.5) ? -1 : 1));
  const idOf = new Map(order.map((n, i) => [n.key, i + 1]));
  const span = t.value.max - t.value.min;
  const nodes: TreeNode[] = order.map((n) => ({
    id: idOf.get(n.key)!,
    name: n.name,
    parent: n.parentKey === null ? null : idOf.get(n.parentKey)!,
    // people: higher levels earn more; trees: any size
    value: t.titles ? Math.round((t.value.max - (span * n.depth) / 4 - r.int(0, Math.round(span / 8))) / 100) * 100 : r.int(t.value.min, t.value.max),
    title: n.title,
    depth: n.depth,
  }));
  const columns = ['id', t.name, ...(t.titles ? ['job_title'] : []), t.parent, t.value.col];
  const ddl = `CREATE TABLE ${t.table} (
  id int PRIMARY KEY,
  ${t.name} text NOT NULL,${t.titles ? '\n  job_title text NOT NULL,' : ''}
  ${t.parent} int REFERENCES ${t.table}(id),
  ${t.value.col} ${t.titles ? 'numeric(10,2)' : 'int'} NOT NULL,
  CHECK (${t.parent} < id)
);`;
  const setup = `${ddl}\n${insert(t.table, columns, nodes.map((n) => [n.id, n.name, ...(t.titles ? [n.title!] : []), n.parent, n.value]))}`;
  const deepest = Math.max(...nodes.map((n) => n.depth));
  const data = `${t.story}: ${nodes.length} ${t.many} (\`${t.table}\`), each pointing at its ${t.parentLabel} through \`${t.parent}\` (NULL for the top; ${an(t.parentLabel)} always has a smaller id), ${deepest + 1} levels deep, with ${t.titles ? 'a job title and ' : ''}a ${t.value.label} (\`${t.value.col}\`).`;
  return { theme: t, nodes, setup, data };
}

const childrenOf = (nodes: TreeNode[], id: number): TreeNode[] => nodes.filter((n) => n.parent === id);

/** Two heads (children of a top node) get the same branch total: the smaller one's head absorbs the difference. */
function tieTwoBranches(h: HierarchyData): void {
  const tops = new Set(h.nodes.filter((n) => n.parent === null).map((n) => n.id));
  const heads = h.nodes.filter((n) => n.parent !== null && tops.has(n.parent));
  const under = (id: number): TreeNode[] => [h.nodes.find((n) => n.id === id)!, ...childrenOf(h.nodes, id).flatMap((c) => under(c.id))];
  const total = (id: number): number => under(id).reduce((s, n) => s + n.value, 0);
  const [a, b] = [...heads].sort((x, y) => total(y.id) - total(x.id));
  if (!a || !b) return;
  b.value += total(a.id) - total(b.id);
  const t = h.theme;
  const columns = ['id', t.name, ...(t.titles ? ['job_title'] : []), t.parent, t.value.col];
  h.setup = `${h.setup.slice(0, h.setup.indexOf('INSERT INTO'))}${insert(t.table, columns, h.nodes.map((n) => [n.id, n.name, ...(t.titles ? [n.title!] : []), n.parent, n.value]))}`;
}

const treeQuestion = shapeQuestions('hierarchy', buildHierarchy);

export const HIERARCHY_TEMPLATES: ShapeTemplate[] = [
  treeQuestion({ id: 'hierarchy-subtree', sqlConcept: 'ctes', concepts: ['recursive-cte'], rating: 1750, complexity: 2, category: 'ANALYTICS' }, (h, r) => {
    const t = h.theme;
    // a node with grandchildren, so "indirect" matters
    const deep = h.nodes.filter((n) => n.depth >= 1 && childrenOf(h.nodes, n.id).some((c) => childrenOf(h.nodes, c.id).length > 0));
    const top = r.pick(deep.length ? deep : h.nodes.filter((n) => n.depth === 0));
    const under = t.titles ? `reporting to **${top.name}** (id ${top.id})` : `under **${top.name}** (id ${top.id})`;
    const solution = sql(
      `WITH RECURSIVE sub AS (`,
      `  SELECT id, ${t.name}, 1 AS depth`,
      `  FROM ${t.table}`,
      `  WHERE ${t.parent} = ${top.id}`,
      `  UNION ALL`,
      `  SELECT c.id, c.${t.name}, s.depth + 1`,
      `  FROM ${t.table} c`,
      `  JOIN sub s ON c.${t.parent} = s.id`,
      `)`,
      `SELECT id, ${t.name}, depth`,
      `FROM sub`,
      `ORDER BY depth, id;`,
    );
    return {
      title: t.titles ? `Everyone Under ${top.name}` : `Everything Under ${top.name}`,
      description: para(
        `List all ${t.many} ${under}, directly or through any number of levels in between (\`${t.parent}\` points one level up). ${top.name} is not part of the answer.`,
        `Return ${cols('id', t.name)} and ${code('depth')} (1 for a direct ${t.titles ? 'report' : 'child'}, 2 for one level below that, and so on), ordered by ${code('depth')}, then ${code('id')}.`,
      ),
      columns: ['id', t.name, 'depth'],
      solution,
      tags: ['recursive-cte', 'hierarchy', 'tree'],
      hints: [
        `A plain join reaches one level down. You need to repeat "find the ${t.many} whose \`${t.parent}\` is one I already have" until nothing new turns up.`,
        `That is \`WITH RECURSIVE\`: an anchor query for the direct ${t.titles ? 'reports' : 'children'} of id ${top.id}, \`UNION ALL\`, and a recursive part that joins ${code(t.table)} to the CTE itself.`,
        `Carry a \`depth\` column: 1 in the anchor, \`depth + 1\` in the recursive part; then select from the CTE and sort by \`depth, id\`.`,
      ],
      approach: para(
        `The tree is stored as an adjacency list: each row knows only its ${t.parentLabel}. Walking down an unknown number of levels needs a recursive CTE. The anchor member selects the rows whose \`${t.parent}\` is ${top.id}, at depth 1. The recursive member joins ${code(t.table)} to the rows found in the previous round (\`c.${t.parent} = s.id\`) and adds one to the depth; PostgreSQL repeats it until a round finds no new rows.`,
        `Starting the anchor at the children (not at ${top.name}) keeps the starting row out of the result without a filter afterwards.`,
      ),
      mistakes: [
        `**Joining the table to itself once or twice.** A fixed number of self-joins only finds the levels you wrote; a deeper branch (or a hidden dataset with a deeper tree) is silently missed.`,
        `**Starting the anchor at id ${top.id} itself** (\`WHERE id = ${top.id}\`) and forgetting to remove it, or counting its depth as 0 and shifting every other depth by one.`,
      ],
      params: [String(top.id)],
      authored: {
        accepts: [
          sql(
            `WITH RECURSIVE sub AS (`,
            `  SELECT id, ${t.name}, 0 AS depth FROM ${t.table} WHERE id = ${top.id}`,
            `  UNION ALL`,
            `  SELECT c.id, c.${t.name}, s.depth + 1 FROM ${t.table} c JOIN sub s ON c.${t.parent} = s.id`,
            `)`,
            `SELECT id, ${t.name}, depth FROM sub WHERE depth > 0 ORDER BY depth, id;`,
          ),
          sql(
            `WITH RECURSIVE sub(id, label, lvl) AS (`,
            `  SELECT c.id, c.${t.name}, 1 FROM ${t.table} c WHERE c.${t.parent} = ${top.id}`,
            `  UNION`,
            `  SELECT c.id, c.${t.name}, s.lvl + 1 FROM sub s, ${t.table} c WHERE c.${t.parent} = s.id`,
            `)`,
            `SELECT * FROM sub ORDER BY 3, 1;`,
          ),
        ],
        rejects: [
          wrong(sql(`SELECT id, ${t.name}, 1 AS depth`, `FROM ${t.table}`, `WHERE ${t.parent} = ${top.id}`, `ORDER BY id;`), 'only the direct level', `${an(t.one)} two levels below`),
          wrong(sql(`SELECT c.id, c.${t.name}, 1 AS depth FROM ${t.table} c WHERE c.${t.parent} = ${top.id}`, `UNION ALL`, `SELECT g.id, g.${t.name}, 2 FROM ${t.table} g JOIN ${t.table} c ON g.${t.parent} = c.id WHERE c.${t.parent} = ${top.id}`, `ORDER BY 3, 1;`), 'two fixed self-joins stop at the second level', `${an(t.one)} three levels below`),
          wrong(sql(`WITH RECURSIVE sub AS (`, `  SELECT id, ${t.name}, 0 AS depth FROM ${t.table} WHERE id = ${top.id}`, `  UNION ALL`, `  SELECT c.id, c.${t.name}, s.depth + 1 FROM ${t.table} c JOIN sub s ON c.${t.parent} = s.id`, `)`, `SELECT id, ${t.name}, depth FROM sub ORDER BY depth, id;`), `keeps ${top.name} in the answer`, 'the starting row itself'),
          wrong(sql(`WITH RECURSIVE sub AS (`, `  SELECT id, ${t.name}, 1 AS depth FROM ${t.table} WHERE ${t.parent} = ${top.id}`, `  UNION ALL`, `  SELECT c.id, c.${t.name}, s.depth + 1 FROM ${t.table} c JOIN sub s ON c.${t.parent} = s.id`, `)`, `SELECT id, ${t.name}, depth FROM sub ORDER BY depth, ${t.name};`), `breaks ties on the name instead of id`, `two ${t.many} at the same depth`),
        ],
      },
    };
  }),
  treeQuestion({ id: 'hierarchy-subtree-totals', sqlConcept: 'ctes', concepts: ['recursive-cte', 'aggregation'], rating: 1850, complexity: 2, category: 'ANALYTICS' }, (h) => {
    const t = h.theme;
    const v = t.value;
    tieTwoBranches(h);
    const branch = t.titles ? 'team' : 'branch';
    const solution = sql(
      `WITH RECURSIVE branch AS (`,
      `  SELECT id AS head_id, ${t.name} AS head_name, id, ${v.col}, 0 AS depth`,
      `  FROM ${t.table}`,
      `  WHERE ${t.parent} IN (SELECT id FROM ${t.table} WHERE ${t.parent} IS NULL)`,
      `  UNION ALL`,
      `  SELECT b.head_id, b.head_name, c.id, c.${v.col}, b.depth + 1`,
      `  FROM ${t.table} c`,
      `  JOIN branch b ON c.${t.parent} = b.id`,
      `)`,
      `SELECT head_id AS id, head_name AS ${t.name}, COUNT(*) AS ${branch}_size, SUM(${v.col}) AS total_${v.col},`,
      `       MAX(depth) AS levels_below`,
      `FROM branch`,
      `GROUP BY head_id, head_name`,
      `ORDER BY total_${v.col} DESC, id;`,
    );
    return {
      title: `${t.titles ? 'Team' : 'Branch'} Size and Total ${titleCase(v.label)} per Top-Level ${t.titles ? 'Leader' : titleCase(t.one)}`,
      description: para(
        `The ${t.many} directly below a top-level ${t.one} (one whose \`${t.parent}\` is NULL) each head ${an(branch)}: themselves plus everything below them, at any depth.`,
        `For every such head return ${cols('id', t.name)}, ${code(`${branch}_size`)} (how many ${t.many} the ${branch} has, the head included) ${code(`total_${v.col}`)} (the sum of their ${v.label}) and ${code('levels_below')} (how many levels the ${branch} reaches below its head: 0 when the head has no ${t.titles ? 'reports' : 'children'}), ordered by ${code(`total_${v.col}`)} descending, then ${code('id')}.`,
      ),
      columns: ['id', t.name, `${branch}_size`, `total_${v.col}`, 'levels_below'],
      solution,
      tags: ['recursive-cte', 'hierarchy', 'group-by'],
      hints: [
        `First find, for every ${t.one} in ${an(branch)}, which head it belongs to; then it is an ordinary GROUP BY over heads.`,
        `A recursive CTE can carry the head along: the anchor selects the heads with \`id AS head_id\` (and their name), the recursive part copies them from the row it joined to.`,
        `Carry each member's own \`${v.col}\` in the CTE too; and a depth (0 for the head, +1 per level); then \`COUNT(*)\`, \`SUM(${v.col})\` and \`MAX(depth)\` grouped by the head.`,
      ],
      approach: para(
        `Each row of the ${branch} has to know its head, however deep it sits. The anchor member of a recursive CTE selects the heads (rows whose ${t.parentLabel} is a top-level row) and labels each with its own id as \`head_id\`; the recursive member finds the children of the rows found so far and copies their \`head_id\`. After the recursion every member of every ${branch} appears once with its head.`,
        `Each CTE row also carries the member's own ${v.label} and its depth below the head, so grouping by the head counts, sums and takes the deepest level directly. The head is its own first member (depth 0), so it is included in the size and the total.`,
      ),
      mistakes: [
        `**Counting only direct ${t.titles ? 'reports' : 'children'}.** \`GROUP BY ${t.parent}\` sums one level; everything two or more levels down belongs to the ${branch} too.`,
        `**Leaving the head out** by starting the anchor at the heads' children: the size is then one short and the head's own ${v.label} is missing from the total.`,
      ],
      params: [],
      authored: {
        accepts: [
          sql(
            `WITH RECURSIVE up AS (`,
            `  SELECT id AS member, id, ${t.parent} AS parent, 0 AS steps FROM ${t.table}`,
            `  UNION ALL`,
            `  SELECT u.member, p.id, p.${t.parent}, u.steps + 1 FROM up u JOIN ${t.table} p ON p.id = u.parent`,
            `), heads AS (`,
            `  SELECT h.id FROM ${t.table} h JOIN ${t.table} top ON top.id = h.${t.parent} WHERE top.${t.parent} IS NULL`,
            `)`,
            `SELECT h.id, h.${t.name}, COUNT(*), SUM(m.${v.col}), MAX(u.steps)`,
            `FROM up u JOIN heads x ON x.id = u.id JOIN ${t.table} h ON h.id = x.id JOIN ${t.table} m ON m.id = u.member`,
            `GROUP BY h.id, h.${t.name}`,
            `ORDER BY 4 DESC, 1;`,
          ),
          sql(
            `WITH RECURSIVE branch(head_id, id, depth) AS (`,
            `  SELECT h.id, h.id, 0 FROM ${t.table} h WHERE EXISTS (SELECT 1 FROM ${t.table} top WHERE top.id = h.${t.parent} AND top.${t.parent} IS NULL)`,
            `  UNION ALL`,
            `  SELECT b.head_id, c.id, b.depth + 1 FROM branch b JOIN ${t.table} c ON c.${t.parent} = b.id`,
            `)`,
            `SELECT b.head_id, h.${t.name}, COUNT(b.id), SUM(m.${v.col}), MAX(b.depth)`,
            `FROM branch b JOIN ${t.table} h ON h.id = b.head_id JOIN ${t.table} m ON m.id = b.id`,
            `GROUP BY b.head_id, h.${t.name}`,
            `ORDER BY SUM(m.${v.col}) DESC, b.head_id;`,
          ),
        ],
        rejects: [
          wrong(sql(
            `SELECT h.id, h.${t.name}, 1 + COUNT(c.id) AS ${branch}_size, h.${v.col} + COALESCE(SUM(c.${v.col}), 0) AS total_${v.col},`,
            `       CASE WHEN COUNT(c.id) > 0 THEN 1 ELSE 0 END AS levels_below`,
            `FROM ${t.table} h`,
            `JOIN ${t.table} top ON top.id = h.${t.parent} AND top.${t.parent} IS NULL`,
            `LEFT JOIN ${t.table} c ON c.${t.parent} = h.id`,
            `GROUP BY h.id, h.${t.name}, h.${v.col}`,
            `ORDER BY total_${v.col} DESC, h.id;`,
          ), `counts only the direct ${t.titles ? 'reports' : 'children'} of each head`, `${an(t.one)} two levels below a head`),
          wrong(sql(
            `WITH RECURSIVE branch AS (`,
            `  SELECT ${t.parent} AS head_id, id, ${v.col}, 1 AS depth FROM ${t.table}`,
            `  WHERE ${t.parent} IN (SELECT h.id FROM ${t.table} h JOIN ${t.table} top ON top.id = h.${t.parent} WHERE top.${t.parent} IS NULL)`,
            `  UNION ALL`,
            `  SELECT b.head_id, c.id, c.${v.col}, b.depth + 1 FROM ${t.table} c JOIN branch b ON c.${t.parent} = b.id`,
            `)`,
            `SELECT b.head_id AS id, h.${t.name}, COUNT(*) AS ${branch}_size, SUM(b.${v.col}) AS total_${v.col}, MAX(b.depth) AS levels_below`,
            `FROM branch b JOIN ${t.table} h ON h.id = b.head_id`,
            `GROUP BY b.head_id, h.${t.name}`,
            `ORDER BY total_${v.col} DESC, id;`,
          ), 'leaves the head out of its own branch', `a head with no ${t.titles ? 'reports' : 'children'}`),
          wrong(solution.replace(`ORDER BY total_${v.col} DESC, id;`, `ORDER BY total_${v.col} DESC, ${t.name};`), 'breaks ties on the name instead of id', `two ${branch}es with the same total`),
          wrong(solution.replace(`WHERE ${t.parent} IN (SELECT id FROM ${t.table} WHERE ${t.parent} IS NULL)`, `WHERE ${t.parent} IS NULL`), `starts from the top-level ${t.one} instead of the ${t.many} below it`, 'more than one head'),
        ],
      },
    };
  }),
  treeQuestion({ id: 'hierarchy-paths', sqlConcept: 'ctes', concepts: ['recursive-cte', 'strings-patterns'], rating: 1800, complexity: 2, category: 'ANALYTICS' }, (h, r) => {
    const t = h.theme;
    const sep = r.pick([' > ', ' / '] as const);
    const solution = sql(
      `WITH RECURSIVE paths AS (`,
      `  SELECT id, ${t.name}::text AS path, 0 AS level`,
      `  FROM ${t.table}`,
      `  WHERE ${t.parent} IS NULL`,
      `  UNION ALL`,
      `  SELECT c.id, p.path || '${sep}' || c.${t.name}, p.level + 1`,
      `  FROM ${t.table} c`,
      `  JOIN paths p ON c.${t.parent} = p.id`,
      `  WHERE p.level < 2`,
      `)`,
      `SELECT p.id, p.path, p.level,`,
      `       NOT EXISTS (SELECT 1 FROM ${t.table} c WHERE c.${t.parent} = p.id) AS is_leaf`,
      `FROM paths p`,
      `ORDER BY p.path;`,
    );
    return {
      title: `Top Three Levels of the ${titleCase(t.one)} Tree`,
      description: para(
        `Print the top three levels (0, 1 and 2) of the ${t.many} as a tree listing; deeper ${t.many} are left out. For every ${t.one} shown build its full path from the top, the names joined by \`'${sep}'\` (for example \`Top${sep}Middle${sep}${t.titles ? 'Person' : 'Leaf'}\`). The top ${t.one} (\`${t.parent}\` is NULL) has just its own name as path and level 0; each level below adds 1.`,
        `Return ${cols('id', 'path', 'level')} and ${code('is_leaf')} (true when no ${t.one} has it as ${t.parentLabel}), ordered by ${code('path')} (so each ${t.one} follows its ${t.parentLabel}).`,
      ),
      columns: ['id', 'path', 'level', 'is_leaf'],
      solution,
      tags: ['recursive-cte', 'hierarchy', 'string-concat'],
      hints: [
        `Start from the top and walk down: every row's path is its ${t.parentLabel}'s path plus its own name.`,
        `In a \`WITH RECURSIVE\` CTE the anchor selects the rows with \`${t.parent} IS NULL\` (path = name, level 0); the recursive part joins children to the rows already found.`,
        `Stop the recursion with \`WHERE p.level < 2\` in the recursive part, build the path with \`||\` and the separator \`'${sep}'\`; cast the anchor's name to \`text\`, add \`is_leaf\` with \`NOT EXISTS\` (a child pointing at the row), and sort by \`path\`.`,
      ],
      approach: para(
        `A path is defined recursively, so a recursive CTE builds it top-down. The anchor member takes the top-level rows: their path is their own name and their level 0. The recursive member joins each ${t.one} to its ${t.parentLabel}'s row in the CTE and appends \`'${sep}'\` and its own name to that path, with level + 1; \`WHERE p.level < 2\` stops it once level 2 has been reached.`,
        `A ${t.one} is a leaf when no row points at it, which a correlated \`NOT EXISTS\` tests. Sorting by the path text lists every ${t.one} right after its ${t.parentLabel}, like a file browser.`,
      ),
      mistakes: [
        `**Building the path bottom-up in the wrong order**, appending the ${t.parentLabel}'s name after the child's: the text then reads leaf-first and sorts wrongly.`,
        `**Forgetting the cast or the separator**: a \`varchar\`/\`text\` mismatch between the anchor and the recursive part is an error in PostgreSQL, and concatenating without \`'${sep}'\` yields run-together names.`,
      ],
      params: [sep],
      authored: {
        accepts: [
          sql(
            `WITH RECURSIVE paths AS (`,
            `  SELECT id, ${t.name}::text AS path, 0 AS level FROM ${t.table} WHERE ${t.parent} IS NULL`,
            `  UNION ALL`,
            `  SELECT c.id, p.path || '${sep}' || c.${t.name}, p.level + 1 FROM ${t.table} c JOIN paths p ON c.${t.parent} = p.id`,
            `)`,
            `SELECT p.id, p.path, p.level, p.id NOT IN (SELECT ${t.parent} FROM ${t.table} WHERE ${t.parent} IS NOT NULL)`,
            `FROM paths p WHERE p.level <= 2`,
            `ORDER BY p.path;`,
          ),
          sql(
            `WITH RECURSIVE paths(id, path, level) AS (`,
            `  SELECT id, CAST(${t.name} AS text), 0 FROM ${t.table} WHERE ${t.parent} IS NULL`,
            `  UNION ALL`,
            `  SELECT c.id, concat(p.path, '${sep}', c.${t.name}), p.level + 1 FROM paths p JOIN ${t.table} c ON c.${t.parent} = p.id WHERE p.level < 2`,
            `)`,
            `SELECT p.id, p.path, p.level, COUNT(c.id) = 0`,
            `FROM paths p LEFT JOIN ${t.table} c ON c.${t.parent} = p.id`,
            `GROUP BY p.id, p.path, p.level`,
            `ORDER BY 2;`,
          ),
        ],
        rejects: [
          wrong(solution.replace(`NOT EXISTS (SELECT 1 FROM ${t.table} c WHERE c.${t.parent} = p.id) AS is_leaf`, `p.id NOT IN (SELECT ${t.parent} FROM ${t.table}) AS is_leaf`), `NOT IN over a column with a NULL (the top's ${t.parent}) is never true`, `${an(t.one)} without ${t.titles ? 'reports' : 'children'}`),
          wrong(solution.replace(`NOT EXISTS (SELECT 1 FROM ${t.table} c WHERE c.${t.parent} = p.id) AS is_leaf`, `p.level = 2 AS is_leaf`), 'calls every row on the last level shown a leaf, and no other', `${an(t.one)} above level 2 without ${t.titles ? 'reports' : 'children'}, or one on level 2 with some`),
          wrong(solution.replace('WHERE p.level < 2', 'WHERE p.level <= 2'), 'recurses one level too deep', `${an(t.one)} three levels down`),
          wrong(solution.replace(`p.path || '${sep}' || c.${t.name}`, `c.${t.name} || '${sep}' || p.path`), `writes the path from the ${t.one} up instead of from the top down`, `${an(t.one)} below the top`),
        ],
      },
    };
  }),
];
