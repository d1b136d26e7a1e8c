import path from 'node:path';
import { startEmbeddedPostgres } from '../../platform/infra/embedded-postgres';
import { redact } from '../../platform/infra/postgres-resolver';
import { HARDENED_SETTINGS, hardenedHba } from './cluster-settings';
import { provisionSandbox } from './provision';
import { sandboxUrls, type SandboxUrls } from './sandbox-roles';

export interface ResolvedSandbox extends SandboxUrls {
  source: 'env' | 'embedded';
  /** With SANDBOX_DATABASE_URLS, every server; `provisioned: false` for one that did not answer at start. */
  servers: Array<SandboxUrls & { provisioned: boolean }>;
  stop(): Promise<void>;
}

export interface SandboxResolveOptions {
  /** SANDBOX_DATABASE_URL: a superuser URL of a dedicated server run elsewhere. */
  sandboxUrl?: string;
  /** SANDBOX_DATABASE_URLS: several such servers. */
  sandboxUrls?: string[];
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
  if (opts.sandboxUrls?.length) return resolveSeveral(opts.sandboxUrls, opts.log);
  if (opts.sandboxUrl) {
    const urls = await provisionSandbox(opts.sandboxUrl);
    opts.log(`Sandbox: ${redact(opts.sandboxUrl)} (SANDBOX_DATABASE_URL)`);
    return { ...urls, source: 'env', servers: [{ ...urls, provisioned: true }], stop: async () => {} };
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
    return { ...urls, source: 'embedded', servers: [{ ...urls, provisioned: true }], stop: () => cluster.stop() };
  } catch (err) {
    await cluster.stop().catch(() => {});
    throw err;
  }
}

/**
 * SANDBOX_DATABASE_URLS: every server is provisioned now if it answers; one that does not is kept, and the
 * worker provisions it and gives it runs once it answers. At least one must answer for the start to go on.
 */
async function resolveSeveral(urls: string[], log: (line: string) => void): Promise<ResolvedSandbox> {
  const servers = await Promise.all(
    urls.map(async (url) => {
      try {
        return { ...(await provisionSandbox(url)), provisioned: true };
      } catch (err) {
        log(`Sandbox ${redact(url)} does not answer (${(err as Error).message}): runs go to the others until it does`);
        return { ...sandboxUrls(url), provisioned: false };
      }
    }),
  );
  const first = servers.find((s) => s.provisioned);
  if (!first) throw new Error(`none of the ${urls.length} sandbox servers in SANDBOX_DATABASE_URLS answered`);
  log(`Sandbox: ${servers.filter((s) => s.provisioned).length} of ${urls.length} servers (SANDBOX_DATABASE_URLS)`);
  return { superuserUrl: first.superuserUrl, runnerUrl: first.runnerUrl, watchdogUrl: first.watchdogUrl, source: 'env', servers, stop: async () => {} };
}
