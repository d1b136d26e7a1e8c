import { RUNNER_ROLE, SANDBOX_DATABASE, WATCHDOG_ROLE } from './sandbox-roles';

/** postgresql.conf settings of the embedded sandbox cluster (SANDBOX.md §2.4). */
export const HARDENED_SETTINGS: Record<string, string | number> = {
  listen_addresses: '127.0.0.1',
  max_connections: 40,
  superuser_reserved_connections: 3,
  max_prepared_transactions: 0,
  max_worker_processes: 4,
  max_parallel_workers: 0,
  max_parallel_workers_per_gather: 0,
  log_min_error_statement: 'error',
  log_temp_files: 0,
  shared_buffers: '64MB',
};

/** The runner reaches only the sandbox database, the watchdog only `postgres`; nothing else matches. */
export function hardenedHba(superuser: string): string {
  return [
    '# TYPE  DATABASE  USER  ADDRESS  METHOD   (written by sqldaily at every start)',
    `host ${SANDBOX_DATABASE} ${RUNNER_ROLE} 127.0.0.1/32 scram-sha-256`,
    `host postgres ${WATCHDOG_ROLE} 127.0.0.1/32 scram-sha-256`,
    `host all ${superuser} 127.0.0.1/32 scram-sha-256`,
    `local all ${superuser} scram-sha-256`,
    'host all all 0.0.0.0/0 reject',
    'host all all ::/0 reject',
    '',
  ].join('\n');
}
