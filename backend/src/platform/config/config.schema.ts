import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const pgUrl = z
  .string()
  .url()
  .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// or postgresql:// URL');
const positiveInt = z.coerce.number().int().positive();

/** Every variable the product reads. Defaults are the embedded, single-machine ones. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: pgUrl.optional(),
  SANDBOX_DATABASE_URL: pgUrl.optional(),
  /** Several sandbox servers (superuser URLs, comma-separated): workers spread learner runs over the ones that answer. */
  SANDBOX_DATABASE_URLS: z
    .string()
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(pgUrl).min(1, 'must list at least one postgres:// URL').refine((l) => new Set(l).size === l.length, 'lists a server twice'))
    .optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((u) => /^rediss?:\/\//.test(u), 'must be a redis:// or rediss:// URL')
    .optional(),
  EVENTSTORE_URL: z
    .string()
    .refine((u) => /^(esdb|kurrentdb|kdb)(\+discover)?:\/\//.test(u), 'must be an esdb:// URL')
    .optional(),
  EMBEDDED_PG_PORT: port.default(54320),
  EMBEDDED_SANDBOX_PORT: port.default(54330),
  EMBEDDED_REDIS_PORT: port.default(63790),
  ADMIN_EMAIL: z.string().email().default('admin@sqldaily.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  OWNER_EMAIL: z.string().email().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: positiveInt.default(7 * 24 * 3600),
  BETA_SPOTS: positiveInt.default(100),
  TRIAL_DAYS: positiveInt.default(7),
  AUTH_RATE_LIMIT: positiveInt.default(20),
  AUTH_RATE_WINDOW_SECONDS: positiveInt.default(60),
  /** How long the auth guard may reuse a learner's `users` row (ms; 0: read it on every request). Admins' rows are always read fresh. */
  AUTH_CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  SANDBOX_STATEMENT_TIMEOUT_MS: positiveInt.default(3000),
  WORKER_CONCURRENCY: positiveInt.default(4),
  /** Connections a process may open to the app database (one pool: tables, events and read models). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(30),
  /** `true`: each connection prepares the app's parameterised statements once (named statements); `false` behind a pooler in transaction mode. */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** `true`: a challenge's deterministic datasets are loaded once into the sandbox and every run reads them; `false`: each run builds its data. */
  SANDBOX_MATERIALISE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Materialised datasets kept per sandbox server; beyond it the oldest are dropped. */
  SANDBOX_MAX_DATASETS: positiveInt.default(20_000),
  /** How long a worker's claim on a job lasts without renewal: a worker that died (kill -9) gives its jobs back within about this long. */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Validation fails when the hidden datasets kill fewer than this share of the reference's mutants (issue 11). */
  MUTATION_SCORE_THRESHOLD: z.coerce
    .number({ message: 'must be a number between 0 and 1' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(0.9),
  /** Every process (the API included) serves /metrics and the health probes on this port; 0 turns it off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** true: the API also serves /metrics on its public PORT (off by default: it shows login counts and grading outcomes). */
  METRICS_PUBLIC: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** /health/ready answers 503 while a projection is more than this many events behind the event store. */
  READY_MAX_LAG: positiveInt.default(1000),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** `json`: one JSON object per line with the request id (for log shippers); `text`: Nest's coloured lines; `auto`: text on a terminal, else JSON. */
  LOG_FORMAT: z.enum(['json', 'text', 'auto']).default('auto'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
});

export type Env = z.infer<typeof configSchema>;
