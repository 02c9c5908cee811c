import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** What a lock file records about its holder. */
interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
  command?: string;
  token?: string;
  /**
   * When the holder process started (Linux: boot id and start time in clock ticks, from /proc):
   * tells a restarted container's pid 1 from the pid 1 that took the lock (ADR 0154).
   */
  processStart?: string;
}

export class DataDirLockedError extends Error {}

/** DATA_DIR/pglite → DATA_DIR/pglite.lock: beside the directory, never inside PostgreSQL's files. */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

/** Boot id and start time of process `pid`, or undefined where /proc cannot tell (not Linux). */
export function processStartOf(pid: number): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3,
    // starttime field 22.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTicks ? `${boot}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

/** The holder still runs: its pid is alive and, where both are known, started when it did. */
function holderRuns(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  if (!holder.processStart) return true;
  const now = processStartOf(holder.pid);
  return now === undefined || now === holder.processStart;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder, 'gone' when the file vanished meanwhile, or null when it cannot be read. */
function readHolder(file: string): Holder | 'gone' | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as Holder;
    return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : null;
  } catch {
    return null;
  }
}

function heldMessage(dataDir: string, file: string, holder: Holder): string {
  const what = holder.command ? `${holder.command}, ` : '';
  const where = holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`;
  return [
    `The data directory ${dataDir} is in use by another process (pid ${holder.pid}${where}, ${what}since ${holder.startedAt}).`,
    'Two processes writing one PGlite directory lose acknowledged writes, so this one will not open it.',
    `Stop that process first (for the server: Ctrl-C in its terminal, or kill ${holder.pid}), then run this again;`,
    'or set DATABASE_URL=postgres://… so that several processes share one PostgreSQL database.',
    `If no process ${holder.pid} is running${where}, delete ${file}.`,
  ].join('\n');
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the exclusive lock on a PGlite data directory (ADR 0081): a lock file created atomically
 * (written aside, then hard-linked into place, so nobody ever reads a half-written one). A lock
 * whose process is gone (same host, pid not running, or running but started at another time: a
 * restarted container's pid 1) is stale and taken over; any other is
 * refused with a DataDirLockedError saying who holds it and what to do.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  const me: Holder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1, 3).join(' '),
    token: randomUUID(),
    processStart: processStartOf(process.pid),
  };
  const draft = `${file}.${me.token}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        linkSync(draft, file);
        return holding(file, me.token!);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder === 'gone') continue;
      if (!holder)
        throw new DataDirLockedError(
          `The lock file ${file} of the data directory ${dataDir} cannot be read.\nIf no other process uses ${dataDir}, delete ${file} and run this again.`,
        );
      if (holder.hostname !== hostname() || holderRuns(holder))
        throw new DataDirLockedError(heldMessage(dataDir, file, holder));
      // Stale. Move it aside: of several processes doing this at once, one rename wins.
      const aside = `${file}.stale-${me.token}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readHolder(aside);
      // Lost a race and moved a fresh lock of another process instead: put it back.
      if (moved && moved !== 'gone' && moved.token !== holder.token) {
        try {
          linkSync(aside, file);
        } catch {
          /* someone holds it again: the next attempt sees them */
        }
      }
      rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; please retry.`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function holding(file: string, token: string): DataDirLock {
  const release = () => {
    process.off('exit', release);
    const holder = readHolder(file);
    if (holder && holder !== 'gone' && holder.token === token) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
