import { Logger } from '@nestjs/common';
import { ConfigError } from './platform/config/load-config';
import { MissingInfrastructureError } from './platform/infra/redis-resolver';
import { startProduct } from './bootstrap';
import { leaveShutdownSignalsToCaller } from './platform/infra/embedded-postgres';
import type { Role } from './app.module';

const ROLES: Record<string, Role[]> = {
  all: ['api', 'worker', 'projector'],
  api: ['api'],
  worker: ['worker'],
  projector: ['projector'],
};

/** How long a stopping API waits for the requests in flight (a grade takes a few seconds at most). */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const mode = process.argv[2] ?? 'all';
  const roles = ROLES[mode];
  if (!roles) {
    console.error(`Unknown mode "${mode}". Use one of: ${Object.keys(ROLES).join(', ')}.`);
    process.exit(2);
  }
  // SIGTERM and SIGINT close the product below, its embedded clusters last
  leaveShutdownSignalsToCaller();
  const product = await startProduct({ roles });
  const lines = [`SQL Daily is running (${mode})`];
  if (product.url) {
    lines.push(
      `Open:      ${product.url}`,
      `Admin:     ${product.admin.email} / ${product.admin.password}`,
      `API docs:  ${product.url}/api/docs`,
      `Health:    ${product.url}/api/v1/health/ready`,
    );
  }
  if (product.config.env.METRICS_PORT > 0) {
    lines.push(`Metrics:   http://localhost:${product.config.env.METRICS_PORT}/metrics   probes: /health/live, /health/ready`);
  }
  // what was found or started, then one short block that stands out at the end of the start log
  console.log(product.infrastructure.map((l) => `  ${l}`).join('\n'));
  const rule = '─'.repeat(Math.max(...lines.map((l) => l.length)) + 4);
  console.log(`\n${rule}\n${lines.map((l) => `  ${l}`).join('\n')}\n${rule}\n`);
  // The one place that closes the app (Nest's own shutdown hooks are off: they would close it twice).
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    Logger.log(`${signal}: stopping; the requests and jobs in flight finish first (at most ${SHUTDOWN_GRACE_MS / 1000} s)`, 'Shutdown');
    // stop accepting, answer the requests in flight (a submit waiting for its grade included), then close
    await product.close(SHUTDOWN_GRACE_MS).catch((e) => console.error(e));
    Logger.log('stopped', 'Shutdown');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof MissingInfrastructureError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err);
  }
  process.exit(1);
});
