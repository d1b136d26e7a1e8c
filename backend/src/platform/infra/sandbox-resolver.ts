import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';
import { redact } from './postgres-resolver';
import { HARDENED_SETTINGS, hardenedHba } from '../sandbox/cluster-settings';
import { provisionSandbox } from '../sandbox/provision';
import { type SandboxUrls } from '../sandbox/sandbox-roles';

export interface ResolvedSandbox extends SandboxUrls {
  source: 'env' | 'embedded';
  stop(): Promise<void>;
}

export interface SandboxResolveOptions {
  /** SANDBOX_DATABASE_URL: a superuser URL of a dedicated server run elsewhere. */
  sandboxUrl?: string;
  /** DATA_DIR: the embedded cluster lives in `<dataDir>/sandbox`. */
  dataDir: string;
  /** EMBEDDED_SANDBOX_PORT. */
  embeddedPort: number;
  log: (line: string) => void;
}

/**
 * The learner-SQL server: SANDBOX_DATABASE_URL when set, else an embedded cluster of its own with
 * hardened settings. Provisioned (roles, revokes, guard function) at every start.
 */
export async function resolveSandbox(opts: SandboxResolveOptions): Promise<ResolvedSandbox> {
  if (opts.sandboxUrl) {
    const urls = await provisionSandbox(opts.sandboxUrl);
    opts.log(`Sandbox: ${redact(opts.sandboxUrl)} (SANDBOX_DATABASE_URL)`);
    return { ...urls, source: 'env', stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(opts.dataDir, 'sandbox'),
    port: opts.embeddedPort,
    settings: HARDENED_SETTINGS,
    hba: hardenedHba('postgres'),
    log: () => {},
  });
  const superuserUrl = `postgres://${cluster.user}:${encodeURIComponent(cluster.password)}@127.0.0.1:${cluster.port}/postgres`;
  try {
    const urls = await provisionSandbox(superuserUrl);
    opts.log(`Sandbox: embedded cluster on port ${cluster.port}`);
    return { ...urls, source: 'embedded', stop: () => cluster.stop() };
  } catch (err) {
    await cluster.stop().catch(() => {});
    throw err;
  }
}
