import type { Socket } from 'node:net';
import type { Pool, PoolClient, PoolConfig } from 'pg';

/**
 * How long the PostgreSQL pool waits at each step (ADR 0150). A network that drops packets
 * without a reset never ends a TCP connection by itself: every wait needs a bound, and a
 * connection that has been silent longer than any statement may run is dead and is destroyed.
 */
export interface PoolTimeouts {
  /** Opening a connection, and waiting for a free one when all are busy. */
  connectMs: number;
  /** The server cancels a statement that runs longer (statement_timeout). */
  statementMs: number;
  /** The caller gets an error when no answer came (pg's query_timeout). */
  queryMs: number;
  /** A connection with no byte in either direction for this long is destroyed. */
  silentMs: number;
  /** An idle connection is closed after this long. */
  idleMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  silentMs: 15_000,
  idleMs: 10_000,
};

export function postgresPoolConfig(url: string, timeouts: PoolTimeouts): PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idleTimeoutMillis: timeouts.idleMs,
    // Probes an idle connection whose peer went away (a restarted host, a forgotten NAT entry).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * Makes every connection of `pool` drop itself when it has been silent for `silentMs`: pg's
 * query_timeout answers the caller but leaves the connection waiting for the lost reply, so
 * every later query on it would queue behind that reply forever. Destroying the socket fails
 * what is queued on it, and the pool replaces it (a destroyed client is not queryable, so it
 * is removed on release).
 */
export function dropSilentConnections(pool: Pool, silentMs: number): void {
  pool.on('connect', (client: PoolClient) => {
    // A checked-out client that loses its socket emits 'error'; without a listener that would
    // be an uncaught exception. The query that was running gets the error instead.
    client.on('error', () => undefined);
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    socket.setTimeout(silentMs, () => socket.destroy());
  });
}
