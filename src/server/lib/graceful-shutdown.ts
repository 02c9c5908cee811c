import type { FastifyInstance } from 'fastify';

/** How long closing waits for handlers still running (a generation may take 90 s; not that). */
export const DRAIN_TIMEOUT_MS = 15_000;

/**
 * How long a stopping instance may take before it exits anyway: the db plugin's wait for handlers
 * still running, plus time to flush the write-behind queues and close the pool (ADR 0161).
 */
export const SHUTDOWN_BOUND_MS = DRAIN_TIMEOUT_MS + 5_000;

export interface ShutdownOptions {
  boundMs?: number;
  /** process.exit, or a test's stand-in. */
  exit: (code: number) => void;
}

/**
 * Drains and exits (ADR 0161): the app stops listening (no new connections) and closes idle
 * kept-alive ones; requests already on an open connection are still served, told `Connection: close`
 * (`return503OnClosing: false` in app.ts), handlers in flight finish and their connections are
 * closed once answered, write-behind queues flush,
 * the database pool closes — then exit 0. Past `boundMs` it exits 1 whatever is left.
 * The returned function is idempotent: a second signal does not start a second close.
 */
export function drainOnSignal(app: FastifyInstance, options: ShutdownOptions) {
  const { boundMs = SHUTDOWN_BOUND_MS, exit } = options;
  let closing: Promise<void> | null = null;
  return (signal: string): Promise<void> => {
    closing ??= (async () => {
      const started = performance.now();
      app.log.info({ signal, boundMs }, 'draining');
      const bound = setTimeout(() => {
        app.log.error({ ms: Math.round(performance.now() - started) }, 'drain bound reached');
        exit(1);
      }, boundMs);
      bound.unref();
      // Node closes idle connections once, when closing starts; a kept-alive connection whose
      // request finishes later would hold the close open until its keep-alive timeout (72 s).
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      reaper.unref();
      try {
        await app.close();
        clearInterval(reaper);
        clearTimeout(bound);
        app.log.info({ ms: Math.round(performance.now() - started) }, 'drained');
        exit(0);
      } catch (error) {
        clearInterval(reaper);
        clearTimeout(bound);
        app.log.error({ err: error }, 'closing failed');
        exit(1);
      }
    })();
    return closing;
  };
}
