import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app';
import { createTestUser } from '../../../tests/support/test-users';
import { DISK_FULL_HOLD_MS, isDiskFull, MIN_FREE_BYTES, StorageHealth } from './disk-full';
import { SERVICE_UNAVAILABLE } from './unavailable';

/** PostgreSQL's disk_full as node-postgres raises it, wrapped as Drizzle wraps driver errors. */
function postgresDiskFull() {
  const driver = Object.assign(
    new Error('could not extend file "base/16384/16520": No space left on device'),
    { code: '53100', severity: 'ERROR' },
  );
  return new Error('Failed query: insert into quota_usage …', { cause: driver });
}

describe('isDiskFull', () => {
  it('knows PostgreSQL disk_full, ENOSPC, quota, and tells them from other errors', () => {
    expect(isDiskFull(postgresDiskFull())).toBe(true);
    expect(isDiskFull(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('write'), { code: 'EDQUOT' }))).toBe(true);
    expect(isDiskFull(new Error('syntax error at or near "x"'))).toBe(false);
    expect(isDiskFull(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });
});

describe('StorageHealth', () => {
  it('holds readiness at 503 for a while after a failed write, then lets traffic try again', () => {
    let now = 1_000_000;
    const storage = new StorageHealth(null, () => now);
    expect(storage.problem()).toBeNull();
    storage.noteFull();
    expect(storage.problem()).toMatch(/disk full/);
    now += DISK_FULL_HOLD_MS - 1;
    expect(storage.problem()).not.toBeNull();
    now += 1;
    expect(storage.problem()).toBeNull();
  });

  it('measures a PGlite data directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-'));
    let free = MIN_FREE_BYTES;
    const storage = new StorageHealth(dir, Date.now, () => free);
    expect(storage.problem()).toBeNull();
    free = MIN_FREE_BYTES - 1;
    expect(storage.problem()).toMatch(/nearly full/);
    rmSync(dir, { recursive: true });
  });

  // A real file system that fills up: a small tmpfs (needs root; skipped where mount is refused).
  const mountPoint = join(tmpdir(), `disk-full-${process.pid}`);
  let mounted = false;
  try {
    mkdirSync(mountPoint, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    mounted = true;
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
  }
  afterAll(() => {
    if (!mounted) return;
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it.skipIf(!mounted)(
    'on a real tmpfs: ENOSPC is disk full, and statfs says so until space returns',
    () => {
      const storage = new StorageHealth(mountPoint);
      expect(storage.problem()).toBeNull();
      const filler = join(mountPoint, 'filler');
      let error: unknown;
      try {
        writeFileSync(filler, Buffer.alloc(32 * 1024 * 1024));
      } catch (caught) {
        error = caught;
      }
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      expect(isDiskFull(error)).toBe(true);
      expect(storage.problem()).toMatch(/nearly full/);
      rmSync(filler);
      expect(storage.problem()).toBeNull();
    },
  );
});

describe('a full disk under a running app (issue 26)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('answers 503 with the spec message, not 500, and readiness says 503', async () => {
    const user = await createTestUser(app, { prefix: 'diskfull' });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    // The database refuses the search's write for lack of space (injected at the db boundary).
    // On PostgreSQL a search's statement runs in a transaction (one user's searches take turns).
    const execute = vi.spyOn(app.db, 'execute').mockRejectedValueOnce(postgresDiskFull());
    const transaction = vi.spyOn(app.db, 'transaction').mockRejectedValueOnce(postgresDiskFull());
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/search/',
        headers: user.headers,
        payload: { query: 'water' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE });
    } finally {
      execute.mockRestore();
      transaction.mockRestore();
    }
    // `select 1` still works on a full disk; readiness must not say 200 meanwhile.
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: SERVICE_UNAVAILABLE });
    // Liveness stays 200: the process is fine, nothing to restart.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
