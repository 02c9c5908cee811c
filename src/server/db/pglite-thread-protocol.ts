// The messages between the server's main thread and the thread that runs PGlite (ADR 0123).
// This module imports nothing, so the worker's bundle and the main thread share it cheaply.

/** What the worker is started with (its workerData). */
export interface PGliteThreadOptions {
  /** A data directory on disk, or undefined for an in-memory database. */
  dataDir?: string;
  /** Copied into dataDir first when that holds no database yet (initdb costs seconds). */
  templateDir?: string;
  /** A dump (`dumpDataDir`) to start an in-memory database from: tests. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** What the worker says once the database is open, or that opening failed. */
export type PGliteThreadHello =
  { ok: true; copyMs: number; bootMs: number } | { ok: false; error: SerializedError };

/**
 * A call from the main thread. `tx` names an open transaction: the statement runs inside it.
 * `rawTypes` are the type OIDs whose text is returned as is (drizzle's parsers, which are
 * functions and cannot cross threads, only ever keep the text).
 */
export type PGliteCall =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes?: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit'; tx: number }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** A call before it is numbered. */
export type PGliteRequest = {
  [Op in PGliteCall['op']]: Omit<Extract<PGliteCall, { op: Op }>, 'id'>;
}[PGliteCall['op']];

export type PGliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** An error's name, message and plain fields (a DatabaseError's code, detail, constraint…). */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    const kind = typeof value;
    if (value === null || kind === 'string' || kind === 'number' || kind === 'boolean')
      fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again, on this thread: its stack is where the call was made here. */
export function deserializeError({ name, message, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
