import { Pool } from 'pg';
import { type apiClient, type ApiResponse, createValidatedChallenge } from '../support/product';
import { TEST_ADMIN } from '../support/product-processes';

/** One small challenge, validated through the worker, for fault and scale-out tests. */
export const SETUP = `CREATE TABLE sessions (id serial PRIMARY KEY, player text NOT NULL, game text NOT NULL, minutes int NOT NULL);
INSERT INTO sessions (player, game, minutes) VALUES ('ana','chess',40),('ben','go',25),('ana','go',15),('cy','chess',60),('ben','chess',35),('dia','go',50);`;
export const RIGHT = 'SELECT player, SUM(minutes) AS total FROM sessions GROUP BY player';
export const WRONG = 'SELECT player, COUNT(*) FROM sessions GROUP BY player';

export type Api = ReturnType<typeof apiClient>;

export async function adminLogin(api: Api): Promise<string> {
  const res = await api.post('/auth/login', TEST_ADMIN);
  if (res.status !== 200 && res.status !== 201) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

export function createChallenge(api: Api, token: string, fields: Record<string, unknown> = {}): Promise<number> {
  return createValidatedChallenge(api, token, {
    title: `Minutes per player ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Return each player and their total minutes played. Row order does not matter.',
    difficulty_rating: 1200,
    estimated_time_minutes: 10,
    category: 'AGGREGATION',
    schema_setup: SETUP,
    correct_solution: RIGHT,
    ...fields,
  });
}

let counter = 0;
export async function register(api: Api, tag = 'l'): Promise<{ id: number; token: string }> {
  const n = `${tag}${process.pid.toString(36)}${Date.now().toString(36)}${(counter++).toString(36)}`;
  const email = `${n}@example.com`;
  const reg = await api.post('/auth/register', { email, username: n, password: 'password-123' });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await api.post('/auth/login', { email, password: 'password-123' });
  if (!login.body?.access_token) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: reg.body.id as number, token: login.body.access_token as string };
}

/** daily → start → submit, expecting each step to succeed. */
export async function playOnce(api: Api, token: string, challengeId: number, sql: string): Promise<ApiResponse> {
  const daily = await api.get('/challenges/daily', token);
  if (daily.status !== 200) throw new Error(`daily: ${daily.status} ${JSON.stringify(daily.body)}`);
  const start = await api.post(`/challenges/start/${challengeId}`, undefined, token);
  if (start.status !== 200) throw new Error(`start: ${start.status} ${JSON.stringify(start.body)}`);
  return api.post(`/challenges/${challengeId}/submit`, { sql_solution: sql }, token);
}

/** The app database, read directly: events per type and per stream. */
export class EventsDb {
  readonly pool: Pool;

  constructor(url: string) {
    this.pool = new Pool({ connectionString: url, max: 4 });
    this.pool.on('error', () => {});
  }

  async countByType(): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ type: string; n: number }>(`SELECT type, count(*)::int AS n FROM events GROUP BY type`);
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  }

  /** A learner's events of one type (learner events carry data.userId). */
  async ofLearner(userId: number, type: string): Promise<Array<{ stream_id: string; data: any }>> {
    const { rows } = await this.pool.query(`SELECT stream_id, data FROM events WHERE type = $1 AND data->>'userId' = $2 ORDER BY global_position`, [type, String(userId)]);
    return rows;
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => {});
  }
}
