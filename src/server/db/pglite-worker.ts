// The thread that runs the server's embedded database (ADR 0123): it copies the template into a
// fresh data directory, boots PGlite and answers the main thread's calls (pglite-thread.ts).
// PGlite's postgres runs in WebAssembly on whichever thread calls it; here that is not the thread
// that parses the catalog, builds the search index and serves requests.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { copyTemplateIfFresh, pgliteStartParams } from './pglite-setup.js';
import {
  serializeError,
  type PGliteCall,
  type PGliteReply,
  type PGliteThreadHello,
  type PGliteThreadOptions,
} from './pglite-thread-protocol.js';

const port = parentPort!;
const options = workerData as PGliteThreadOptions;

function say(message: PGliteReply | PGliteThreadHello): void {
  port.postMessage(message);
}

/**
 * PGlite's WebAssembly and file-system bundle, read now; the module compiles on V8's background
 * threads while this thread copies the template, instead of after it.
 */
function prefetchArtifacts(): Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> {
  const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
  const fsBundle = new Blob([readFileSync(new URL('pglite.data', dist))]);
  return WebAssembly.compile(readFileSync(new URL('pglite.wasm', dist))).then(
    (pgliteWasmModule) => ({ pgliteWasmModule, fsBundle }),
  );
}

async function open(): Promise<{ pg: PGlite; copyMs: number; bootMs: number }> {
  const { dataDir, templateDir, loadDataDir } = options;
  const started = performance.now();
  const artifacts = prefetchArtifacts();
  if (dataDir) copyTemplateIfFresh(dataDir, templateDir);
  const copied = performance.now();
  const pg = await PGlite.create({
    dataDir,
    loadDataDir: loadDataDir && new Blob([loadDataDir]),
    startParams: pgliteStartParams(PGlite.defaultStartParams),
    ...(await artifacts),
  });
  return { pg, copyMs: copied - started, bootMs: performance.now() - copied };
}

/** The "keep the text" parsers for a set of type OIDs, made once per set. */
const rawParsers = new Map<string, Record<number, (text: string) => string>>();
function parsersFor(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (text: string) => text]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: commit (true) or roll back (false). */
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

function serve(pg: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  function begin(): Promise<number> {
    return new Promise((resolve, reject) => {
      const id = nextTransaction++;
      let finish!: (commit: boolean) => void;
      const ended = new Promise<boolean>((settle) => (finish = settle));
      let entered = false;
      const done = pg.transaction(async (tx) => {
        entered = true;
        transactions.set(id, { tx, finish, done });
        resolve(id);
        // PGlite commits when this returns and rolls back when it throws (or after rollback()).
        if (!(await ended)) await tx.rollback();
      });
      done.catch((error: unknown) => {
        if (!entered) reject(error);
      });
    });
  }

  async function end(tx: number, commit: boolean): Promise<void> {
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    transactions.delete(tx);
    open.finish(commit);
    await open.done;
  }

  async function answer(call: PGliteCall): Promise<unknown> {
    switch (call.op) {
      case 'query':
        return target(call.tx).query(call.sql, call.params, {
          rowMode: call.rowMode,
          parsers: parsersFor(call.rawTypes),
        });
      case 'exec':
        return target(call.tx).exec(call.sql);
      case 'begin':
        return begin();
      case 'commit':
      case 'rollback':
        return end(call.tx, call.op === 'commit');
      case 'close':
        // The main thread ends this thread once it has the answer.
        await pg.close();
        return undefined;
    }
  }

  port.on('message', (call: PGliteCall) => {
    answer(call).then(
      (value) => say({ id: call.id, ok: true, value }),
      (error: unknown) => say({ id: call.id, ok: false, error: serializeError(error) }),
    );
  });
}

open().then(
  ({ pg, copyMs, bootMs }) => {
    serve(pg);
    say({ ok: true, copyMs, bootMs });
  },
  (error: unknown) => say({ ok: false, error: serializeError(error) }),
);
