import { existsSync, statfsSync } from 'node:fs';

/**
 * A full disk (ADR 0177): the database (PostgreSQL's `disk_full`, 53100; PGlite's own files) or
 * the server's files refuse writes. Requests answer 503 with the spec's service-unavailable text,
 * not 500, and readiness says 503 while writes would fail, so a load balancer sends users
 * elsewhere instead of to an instance that answers every write with an error.
 */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
const DISK_FULL_MESSAGE = /No space left on device|Disk quota exceeded|could not extend file/i;

/** True when `error` (or one of its causes: Drizzle wraps driver errors) says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    if (typeof message === 'string' && DISK_FULL_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** After a write failed for lack of space, readiness says 503 this long (then tries again). */
export const DISK_FULL_HOLD_MS = 30_000;
/** A PGlite data directory with less free space than this reads as full. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

/**
 * What readiness knows about space. PostgreSQL's disk is not ours to measure: a write that failed
 * with `disk_full` holds readiness at 503 for DISK_FULL_HOLD_MS, after which traffic returns and a
 * write shows whether space came back. A PGlite data directory is measured on every probe.
 */
export class StorageHealth {
  private fullAt = -Infinity;

  constructor(
    private readonly dataDir: string | null,
    private readonly now: () => number = Date.now,
    private readonly freeBytes: (dir: string) => number = (dir) => {
      const stats = statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
  ) {}

  noteFull() {
    this.fullAt = this.now();
  }

  /** Why writes would fail now, or null. */
  problem(): string | null {
    if (this.now() - this.fullAt < DISK_FULL_HOLD_MS) return 'a write failed: disk full';
    if (this.dataDir && existsSync(this.dataDir)) {
      try {
        if (this.freeBytes(this.dataDir) < MIN_FREE_BYTES) return 'data directory disk nearly full';
      } catch {
        // statfs unsupported here: only failed writes tell.
      }
    }
    return null;
  }
}
