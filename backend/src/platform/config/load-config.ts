import { configSchema, type Env } from './config.schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment once; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Env {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  if (parsed.data.SANDBOX_DATABASE_URL && parsed.data.SANDBOX_DATABASE_URLS) {
    throw new ConfigError(['SANDBOX_DATABASE_URLS: set either SANDBOX_DATABASE_URL (one sandbox server) or SANDBOX_DATABASE_URLS (several), not both']);
  }
  return parsed.data;
}
