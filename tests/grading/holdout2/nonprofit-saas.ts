import { type HoldoutCases } from './types';

const completedIn = (year: string, alias = 'x'): string =>
  `EXISTS (SELECT 1 FROM donations ${alias} WHERE ${alias}.donor_id = d.id AND ${alias}.status = 'completed' AND ${year})`;
const lapsed = (in2023: string, in2024: string, order = 'd.full_name, d.id'): string =>
  `SELECT d.id AS donor_id, d.full_name FROM donors d WHERE ${in2023} AND NOT ${in2024} ORDER BY ${order}`;
const Y2023 = "x.donated_on BETWEEN '2023-01-01' AND '2023-12-31'";
const Y2024 = "x.donated_on BETWEEN '2024-01-01' AND '2024-12-31'";

const seats = (opts: { on?: string; where?: string; members?: string; guests?: string; order?: string } = {}): string =>
  `SELECT w.name AS workspace, ${opts.members ?? 'COUNT(m.user_id)'} AS current_members,
          ${opts.guests ?? "COUNT(m.user_id) FILTER (WHERE m.role = 'guest')"} AS current_guests
   FROM workspaces w LEFT JOIN workspace_members m ON ${opts.on ?? 'm.workspace_id = w.id AND m.left_on IS NULL'}
   ${opts.where ? `WHERE ${opts.where}` : ''}
   GROUP BY w.id, w.name ORDER BY ${opts.order ?? 'current_members DESC, w.name'}`;

const unmanaged = (cond: string): string => `SELECT w.id AS workspace_id, w.name FROM workspaces w WHERE ${cond} ORDER BY w.id`;
const MANAGER = (c: string): string => `NOT EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = w.id AND ${c})`;

/** Second held-out set (issue 32), nonprofit and SaaS: written from the challenge text alone, before any grading run. */
export const NONPROFIT_SAAS: HoldoutCases = {
  'nonprofit-lapsed-donors-2024': {
    right: [
      lapsed(completedIn(Y2023), completedIn(Y2024)),
      `SELECT d.id AS donor_id, d.full_name FROM donors d JOIN donations x ON x.donor_id = d.id AND x.status = 'completed'
       GROUP BY d.id, d.full_name
       HAVING bool_or(date_part('year', x.donated_on) = 2023) AND NOT bool_or(date_part('year', x.donated_on) = 2024)
       ORDER BY 2, 1`,
      lapsed(completedIn("x.donated_on >= '2023-01-01' AND x.donated_on < '2024-01-01'"),
        "d.id IN (SELECT donor_id FROM donations WHERE status = 'completed' AND date_trunc('year', donated_on) = '2024-01-01')"),
    ],
    wrong: [
      { sql: lapsed(completedIn(Y2023), `EXISTS (SELECT 1 FROM donations x WHERE x.donor_id = d.id AND ${Y2024})`), why: 'a refunded 2024 donation does not count: that donor has lapsed', cls: 'status-filter' },
      { sql: lapsed(`EXISTS (SELECT 1 FROM donations x WHERE x.donor_id = d.id AND ${Y2023})`, completedIn(Y2024)), why: 'a donor whose only 2023 donations were refunded did not give in 2023', cls: 'status-filter' },
      { sql: lapsed(completedIn("x.donated_on >= '2023-01-01' AND x.donated_on < '2023-12-31'"), completedIn(Y2024)), why: '31 December 2023 is inclusive', cls: 'timestamp-bound' },
      { sql: lapsed(completedIn("x.donated_on <= '2023-12-31'"), completedIn(Y2024)), why: 'no lower bound: a donor who gave only in 2022 is not a 2023 donor', cls: 'missing-lower-bound' },
      { sql: lapsed(completedIn(Y2023), completedIn("x.donated_on >= '2024-01-01'")), why: 'a 2025 donation is irrelevant; only 2024 stops a donor from being lapsed', cls: 'timestamp-bound' },
      {
        sql: `SELECT d.id AS donor_id, d.full_name FROM donors d JOIN donations x ON x.donor_id = d.id
              WHERE x.status = 'completed' AND ${Y2023} AND NOT ${completedIn(Y2024, 'y')}
              ORDER BY d.full_name, d.id`,
        why: 'one row per 2023 donation; each donor once',
        cls: 'distinct-misuse',
      },
      {
        sql: `SELECT MIN(d.id) AS donor_id, d.full_name FROM donors d JOIN donations x ON x.donor_id = d.id AND x.status = 'completed'
              GROUP BY d.full_name
              HAVING bool_or(${Y2023}) AND NOT bool_or(${Y2024})
              ORDER BY d.full_name, MIN(d.id)`,
        why: 'groups by name: two donors with the same name are judged together',
        cls: 'group-granularity',
      },
    ],
  },
  'saas-workspace-member-counts': {
    right: [
      `SELECT w.name AS workspace,
              (SELECT COUNT(*) FROM workspace_members m WHERE m.workspace_id = w.id AND m.left_on IS NULL) AS current_members,
              (SELECT COUNT(*) FROM workspace_members m WHERE m.workspace_id = w.id AND m.left_on IS NULL AND m.role = 'guest') AS current_guests
       FROM workspaces w ORDER BY 2 DESC, 1`,
      seats({ on: 'm.workspace_id = w.id', members: 'COUNT(*) FILTER (WHERE m.left_on IS NULL AND m.user_id IS NOT NULL)', guests: "COALESCE(SUM(CASE WHEN m.left_on IS NULL AND m.role = 'guest' THEN 1 END), 0)" }),
    ],
    wrong: [
      { sql: seats({ on: 'm.workspace_id = w.id', where: 'm.left_on IS NULL' }), why: 'the WHERE after the LEFT JOIN drops a workspace whose members all left; it must show 0', cls: 'outer-vs-inner-join' },
      { sql: seats({ members: 'COUNT(*)' }), why: 'COUNT(*) counts a workspace without current members as 1', cls: 'count-col-vs-star' },
      { sql: seats({ on: 'm.workspace_id = w.id' }), why: 'counts members who have left', cls: 'status-filter' },
      { sql: seats({ on: 'm.workspace_id = w.id AND m.left_on = NULL' }), why: '= NULL is never true: every workspace shows 0', cls: 'null-handling' },
      { sql: seats({ guests: "SUM(CASE WHEN m.role = 'guest' THEN 1 END)" }), why: 'a workspace without guests shows NULL, not 0', cls: 'null-handling' },
      { sql: seats({ order: 'current_members DESC' }), why: 'workspaces with as many members are not ordered by name', cls: 'tie-break' },
      {
        sql: `SELECT w.name AS workspace, COUNT(m.user_id) AS current_members, COUNT(g.user_id) AS current_guests
              FROM workspaces w
              LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.left_on IS NULL
              LEFT JOIN workspace_members g ON g.workspace_id = w.id AND g.left_on IS NULL AND g.role = 'guest'
              GROUP BY w.id, w.name ORDER BY current_members DESC, w.name`,
        why: 'two LEFT JOINs to the memberships multiply each other: members are counted once per guest',
        cls: 'fan-out',
      },
    ],
  },
  'saas-workspaces-without-admin': {
    right: [
      `SELECT w.id AS workspace_id, w.name FROM workspaces w
       LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.role IN ('owner', 'admin') AND m.left_on IS NULL
       WHERE m.user_id IS NULL ORDER BY 1`,
      unmanaged("w.id NOT IN (SELECT workspace_id FROM workspace_members WHERE (role = 'owner' OR role = 'admin') AND left_on IS NULL)"),
      `SELECT w.id AS workspace_id, w.name FROM workspaces w LEFT JOIN workspace_members m ON m.workspace_id = w.id
       GROUP BY w.id, w.name
       HAVING COUNT(*) FILTER (WHERE m.role IN ('owner', 'admin') AND m.left_on IS NULL) = 0
       ORDER BY w.id`,
    ],
    wrong: [
      { sql: unmanaged(MANAGER("m.role IN ('owner', 'admin')")), why: 'owners or admins who have left do not count', cls: 'status-filter' },
      { sql: unmanaged(MANAGER("m.role = 'owner' OR m.role = 'admin' AND m.left_on IS NULL")), why: 'AND binds tighter than OR: an owner who has left still counts', cls: 'and-or-precedence' },
      {
        sql: `SELECT w.id AS workspace_id, w.name FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id
              GROUP BY w.id, w.name
              HAVING COUNT(*) FILTER (WHERE m.role IN ('owner', 'admin') AND m.left_on IS NULL) = 0
              ORDER BY w.id`,
        why: 'the inner join drops workspaces with no memberships at all, which are unmanaged too',
        cls: 'outer-vs-inner-join',
      },
      { sql: unmanaged("w.id NOT IN (SELECT m.workspace_id FROM users u LEFT JOIN workspace_members m ON m.user_id = u.id AND m.role IN ('owner', 'admin') AND m.left_on IS NULL)"), why: 'users with no current admin role give a NULL workspace_id, and NOT IN over a NULL is never true', cls: 'not-in-null' },
      { sql: unmanaged(MANAGER("m.role IN ('owner', 'admin') AND m.left_on = NULL")), why: '= NULL is never true: every workspace is reported', cls: 'null-handling' },
      { sql: unmanaged(MANAGER("m.role = 'admin' AND m.left_on IS NULL")), why: 'a current owner manages the workspace too', cls: 'incomplete-predicate' },
    ],
  },
};
