import { Logger } from '@nestjs/common';

/** SQLSTATE too_many_connections: the server is full ("too many clients already"), or a role's or database's limit. */
const TOO_MANY_CONNECTIONS = '53300';

export const TOO_MANY_CLIENTS_ADVICE =
  'PostgreSQL refuses new connections (too many clients). Every process of this product opens up to DATABASE_POOL_SIZE ' +
  'connections (3 processes × 30 by default): raise the server’s max_connections, or lower DATABASE_POOL_SIZE, so that ' +
  'the sum over every product sharing this server fits. Requests and the projector retry meanwhile.';

/**
 * Logs TOO_MANY_CLIENTS_ADVICE once when a connection is refused for too many clients (the retries that
 * follow say nothing new): the operator learns what to change instead of reading projector retries.
 */
export function tooManyClientsWarner(warn: (line: string) => void = (line) => Logger.warn(line, 'Database')): (err: unknown) => void {
  let warned = false;
  return (err) => {
    if (warned || (err as { code?: unknown } | undefined)?.code !== TOO_MANY_CONNECTIONS) return;
    warned = true;
    warn(`${TOO_MANY_CLIENTS_ADVICE} (${(err as Error).message})`);
  };
}
