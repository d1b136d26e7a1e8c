/**
 * The crowd: N virtual learners over keep-alive HTTP. Each is registered and logged in during a
 * warm-up (argon2 makes those two the most expensive requests; they are reported on their own), then,
 * in the measured window, lives a learner's day with think time between requests:
 *   /users/me → daily → start → 1–3 test runs → submit (wrong with some probability; then start again,
 *   test, submit; at most 3 attempts) → history → global and weekly boards → /users/me,
 * then browses (history, boards, /users/me, the daily view which answers 409 once resolved) until
 * its request budget or the window ends.
 */
import http from 'node:http';
import { prng } from '../../backend/src/kernel/prng';

export interface Challenge {
  solution: string;
  probe: string;
}

export interface CrowdOptions {
  learners: number;
  /** Base URLs of the API processes; learner i talks to apiUrls[i % n]. */
  apiUrls: string[];
  seconds: number;
  thinkMs: number;
  rampSeconds: number;
  /** Browse requests after the day at most (bounds the count). */
  browse: number;
  wrongFirst: number;
  tag: string;
  challenges: Map<number, Challenge>;
  warmupConcurrency: number;
  seed: number;
  /** Called between the warm-up and the measured window (starts the resource sampler). */
  onWindowStart?: () => void;
}

export interface EndpointStats {
  name: string;
  latencies: number[];
  /** The server's own Server-Timing stages of each answer: stage → milliseconds, one entry per answer that had it. */
  stages: Map<string, number[]>;
  /** status → count, for answers that are not the expected one. */
  errors: Map<string, number>;
}

export interface CrowdResult {
  warmup: { seconds: number; endpoints: EndpointStats[] };
  window: { seconds: number; endpoints: EndpointStats[] };
  /** Submits answered 200 (graded and recorded). */
  acceptedSubmissions: number;
  correctSubmissions: number;
  learnerDaysResolved: number;
  errorSamples: string[];
}

// Idle sockets are closed after 4 s, before the server's 5 s keep-alive timeout: reusing a socket the
// server is closing at that moment fails with ECONNRESET (the client's race, not the product's).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 2048, timeout: 4000 });

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  serverTiming?: string;
}

function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const url = new URL(`/api/v1${path}`, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* keep the text */
          }
          const timing = res.headers['server-timing'];
          resolve({ status: res.statusCode ?? 0, body: parsed, ...(typeof timing === 'string' ? { serverTiming: timing } : {}) });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('timeout after 120 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

class Recorder {
  private readonly by = new Map<string, EndpointStats>();
  samples: string[] = [];
  ep(name: string): EndpointStats {
    let s = this.by.get(name);
    if (!s) this.by.set(name, (s = { name, latencies: [], stages: new Map(), errors: new Map() }));
    return s;
  }
  /** One request: its latency, and an error unless its status is among `ok`. */
  async req(name: string, ok: number[], base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer | undefined> {
    const t = performance.now();
    let res: Answer;
    try {
      res = await call(base, method, path, body, token);
    } catch (err) {
      this.ep(name).latencies.push(performance.now() - t);
      this.error(name, 'network', (err as Error).message);
      return undefined;
    }
    const stats = this.ep(name);
    stats.latencies.push(performance.now() - t);
    for (const part of res.serverTiming?.split(', ') ?? []) {
      const [stage, dur] = part.split(';dur=');
      if (!stage || dur === undefined) continue;
      const list = stats.stages.get(stage) ?? [];
      list.push(Number(dur));
      stats.stages.set(stage, list);
    }
    if (!ok.includes(res.status)) {
      this.error(name, String(res.status), typeof res.body === 'object' && res.body && 'detail' in res.body ? String(res.body.detail) : String(res.body).slice(0, 80));
      return undefined;
    }
    return res;
  }
  error(name: string, kind: string, detail: string): void {
    const errors = this.ep(name).errors;
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    if (this.samples.length < 12) this.samples.push(`${name} ${kind}: ${detail.slice(0, 120)}`);
  }
  endpoints(): EndpointStats[] {
    return [...this.by.values()];
  }
}

interface Learner {
  i: number;
  base: string;
  email: string;
  token?: string;
}

export async function runCrowd(o: CrowdOptions): Promise<CrowdResult> {
  const learners: Learner[] = Array.from({ length: o.learners }, (_, i) => ({
    i,
    base: o.apiUrls[i % o.apiUrls.length]!,
    email: `${o.tag}-${i}@load.bench`,
  }));

  // Warm-up: register and log in every learner, a few at a time.
  const warm = new Recorder();
  const warmStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(o.warmupConcurrency, learners.length) }, async () => {
      while (next < learners.length) {
        const l = learners[next++]!;
        const username = `${o.tag}-${l.i}`.slice(0, 32);
        const reg = await warm.req('register', [201], l.base, 'POST', '/auth/register', { email: l.email, username, password: 'password-123' });
        if (!reg) continue;
        const login = await warm.req('login', [200], l.base, 'POST', '/auth/login', { email: l.email, password: 'password-123' });
        l.token = login?.body?.access_token as string | undefined;
      }
    }),
  );
  const warmSeconds = (performance.now() - warmStarted) / 1000;

  // The measured window.
  o.onWindowStart?.();
  const rec = new Recorder();
  let accepted = 0;
  let correct = 0;
  let resolved = 0;
  const windowStarted = performance.now();
  const deadline = windowStarted + o.seconds * 1000;
  const open = () => performance.now() < deadline;
  await Promise.all(
    learners.map(async (l) => {
      const rnd = prng(o.seed * 100_003 + l.i);
      const think = () => new Promise((r) => setTimeout(r, o.thinkMs * (0.5 + rnd())));
      await new Promise((r) => setTimeout(r, rnd() * o.rampSeconds * 1000));
      if (!l.token) return;
      const t = l.token;
      const get = (name: string, path: string, ok = [200]) => rec.req(name, ok, l.base, 'GET', path, undefined, t);
      // The day.
      if (!open()) return;
      await get('users/me', '/users/me');
      await think();
      if (!open()) return;
      const daily = await get('daily', '/challenges/daily');
      const id = daily?.body?.id as number | undefined;
      const known = id === undefined ? undefined : o.challenges.get(id);
      if (daily && !known) rec.error('daily', 'unknown', `challenge ${id}`);
      if (known && id !== undefined) {
        for (let attempt = 1; attempt <= 3 && open(); attempt++) {
          await think();
          if (!open()) break;
          const start = await rec.req('start', [200], l.base, 'POST', `/challenges/start/${id}`, undefined, t);
          if (!start) break;
          const tests = 1 + Math.floor(rnd() * 3);
          for (let k = 0; k < tests && open(); k++) {
            await think();
            if (!open()) break;
            await rec.req('test', [200], l.base, 'POST', `/challenges/${id}/test`, { sql_query: rnd() < 0.5 ? known.probe : known.solution }, t);
          }
          await think();
          if (!open()) break;
          const wrong = attempt < 3 ? rnd() < o.wrongFirst / attempt : rnd() < 0.3;
          const submit = await rec.req('submit', [200], l.base, 'POST', `/challenges/${id}/submit`, { sql_solution: wrong ? known.probe : known.solution }, t);
          if (!submit) break;
          accepted++;
          if (submit.body?.is_correct) correct++;
          else if (!wrong) rec.error('submit', 'graded-wrong', 'a correct solution was graded wrong');
          if (submit.body?.is_correct || attempt === 3) {
            resolved++;
            break;
          }
        }
      }
      // After the day: the refresh the client does, then browsing.
      const pages: Array<[string, string, number[]]> = [
        ['history', '/challenges/history?limit=20&offset=0', [200]],
        ['leaderboard/global', '/leaderboard/global', [200]],
        ['leaderboard/weekly', '/leaderboard/weekly', [200]],
        ['users/me', '/users/me', [200]],
        ['daily', '/challenges/daily', [200, 409]],
      ];
      for (let k = 0; k < 4 + o.browse && open(); k++) {
        await think();
        if (!open()) break;
        const [name, path, ok] = k < 4 ? pages[k]! : pages[Math.floor(rnd() * pages.length)]!;
        await get(name, path, ok);
      }
    }),
  );
  // Until the last answer (in-flight requests finish after the deadline; a small crowd may be done before it).
  const windowSeconds = (performance.now() - windowStarted) / 1000;
  return {
    warmup: { seconds: warmSeconds, endpoints: warm.endpoints() },
    window: { seconds: windowSeconds, endpoints: rec.endpoints() },
    acceptedSubmissions: accepted,
    correctSubmissions: correct,
    learnerDaysResolved: resolved,
    errorSamples: [...warm.samples, ...rec.samples],
  };
}

export function closeAgent(): void {
  agent.destroy();
}
