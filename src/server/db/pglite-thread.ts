import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../lib/project-root.js';
import {
  deserializeError,
  type PGliteCall,
  type PGliteReply,
  type PGliteRequest,
  type PGliteThreadHello,
  type PGliteThreadOptions,
} from './pglite-thread-protocol.js';

/** A query's result as PGlite gives it (rows, fields, affectedRows), cloned across threads. */
export interface ThreadResults<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /**
   * By type OID. Only parsers that keep the text are supported (drizzle's: timestamps, dates,
   * intervals and their arrays); functions cannot cross to the database's thread.
   */
  parsers?: Record<number, unknown>;
}

export interface ThreadTransaction {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
  ): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<ThreadResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * The built worker (dist/server/pglite-worker.js) beside the bundle; from sources (tests, `npm
 * run dev`) the TypeScript worker through tsx, which a worker thread cannot get from execArgv.
 */
function startWorker(workerData: PGliteThreadOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    const built = join(projectRoot(), 'dist', 'server', 'pglite-worker.js');
    if (existsSync(built)) return new Worker(built, { workerData });
  }
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(boot, { eval: true, workerData });
}

/** Starts a thread and resolves once the database is open there. */
function openWorker(
  options: PGliteThreadOptions,
): Promise<{ worker: Worker; copyMs: number; bootMs: number }> {
  const worker = startWorker(options);
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      stopListening();
      void worker.terminate();
      reject(error);
    };
    const exited = (code: number) => failed(new Error(`PGlite's thread exited with ${code}`));
    const hello = (message: PGliteThreadHello) => {
      stopListening();
      if (!message.ok) return failed(deserializeError(message.error));
      resolve({ worker, copyMs: message.copyMs, bootMs: message.bootMs });
    };
    const stopListening = () => {
      worker.off('error', failed).off('exit', exited).off('message', hello);
    };
    worker.on('error', failed).on('exit', exited).once('message', hello);
  });
}

/**
 * PGlite on its own thread (ADR 0123), behind the part of PGlite's client that drizzle uses:
 * query (rows as arrays or objects), exec, transaction and close. Start-up boots postgres there
 * while the main thread loads the catalog and the search index, and in service each statement's
 * WebAssembly runs beside the request handling instead of inside it.
 */
export class PGliteThread {
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  private nextId = 1;
  private closedBy: Error | null = null;
  private closing = false;
  /** Set while a dead thread's successor opens the database; calls wait for it. */
  private restarting: Promise<void> | null = null;
  private worker!: Worker;
  /** How many times a dead thread was replaced (for logs and tests). */
  restarts = 0;

  private constructor(
    worker: Worker,
    private readonly options: PGliteThreadOptions,
  ) {
    this.attach(worker);
  }

  private attach(worker: Worker): void {
    this.worker = worker;
    worker.on('message', (reply: PGliteReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(deserializeError(reply.error));
    });
    let dead = false;
    const stopped = (why: string) => {
      if (dead) return;
      dead = true;
      this.died(why);
    };
    worker.on('error', (error) => stopped(`its thread failed (${error.message})`));
    worker.on('exit', (code) => stopped(`its thread exited with ${code}`));
  }

  /**
   * A thread that dies (postgres aborted in WebAssembly) fails the calls it held as "closed",
   * which requests answer with 503 (unavailable.ts). A database on disk is then opened again on a
   * new thread, and later calls wait for it (ADR 0162); an in-memory one cannot come back (its
   * data died with the thread), so it stays closed, as does one whose reopening fails.
   */
  private died(why: string): void {
    const error = new Error(`PGlite is closed: ${why}`);
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
    if (this.closing || this.closedBy || this.options.dataDir === undefined) {
      this.closedBy ??= error;
      return;
    }
    console.warn(`${error.message}; opening the database again on a new thread`);
    this.restarts += 1;
    this.restarting = openWorker(this.options).then(
      ({ worker }) => {
        this.restarting = null;
        if (this.closing) void worker.terminate();
        else this.attach(worker);
      },
      (failure: Error) => {
        this.restarting = null;
        this.closedBy = new Error(
          `PGlite is closed: its thread could not restart (${failure.message})`,
        );
      },
    );
  }

  /** Starts the thread and resolves once the database is open there. */
  static async open(options: PGliteThreadOptions): Promise<{
    client: PGliteThread;
    copyMs: number;
    bootMs: number;
  }> {
    const { worker, copyMs, bootMs } = await openWorker(options);
    return { client: new PGliteThread(worker, options), copyMs, bootMs };
  }

  private async call<T>(call: PGliteRequest): Promise<T> {
    while (this.restarting) await this.restarting;
    if (this.closedBy) throw this.closedBy;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      const numbered: PGliteCall = { ...call, id };
      this.worker.postMessage(numbered);
    });
  }

  query<T>(
    sql: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
    tx?: number,
  ): Promise<ThreadResults<T>> {
    return this.call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: options?.parsers && Object.keys(options.parsers).map(Number),
      tx,
    });
  }

  exec(sql: string, tx?: number): Promise<ThreadResults[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /**
   * As PGlite's: commits when `callback` returns, rolls back when it throws or calls rollback().
   * Other calls wait for it to end, as they do in PGlite itself.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadTransaction = {
      query: async (sql, params, options) => (open(), this.query(sql, params, options, id)),
      exec: async (sql) => (open(), this.exec(sql, id)),
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx: id }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'commit', tx: id });
    }
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    while (this.restarting) await this.restarting;
    if (this.closedBy) return;
    await this.call({ op: 'close' });
    this.closedBy = new Error('PGlite is closed');
    await this.worker.terminate();
  }
}
