import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_TEMPLATE_DIR } from './client';
import { acquireDataDirLock, DataDirLockedError, lockFileOf, processStartOf } from './data-dir-lock';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('one writer per PGlite data directory', () => {
  it('refuses a second holder, saying which process holds it and what to do', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    try {
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      const message = (error as Error).message;
      expect(message).toContain(dir);
      expect(message).toContain(`pid ${process.pid}`);
      expect(message).toMatch(/Stop that process/);
      expect(message).toContain(lockFileOf(dir));
    } finally {
      lock.release();
    }
    expect(existsSync(lockFileOf(dir))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that is no longer running', () => {
    const dir = freshDir();
    const pid = deadPid();
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid, hostname: hostname(), startedAt: '' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  // Issue 26 (ADR 0154): in a container the restarted server is pid 1 again, on the same hostname.
  it.skipIf(!processStartOf(process.pid))(
    'takes over a lock whose pid runs again but is another process (a restarted pid 1)',
    () => {
      const dir = freshDir();
      const stale = { pid: process.pid, hostname: hostname(), startedAt: '', processStart: 'older-boot:1' };
      writeFileSync(lockFileOf(dir), JSON.stringify(stale));
      const lock = acquireDataDirLock(dir);
      const held = JSON.parse(readFileSync(lockFileOf(dir), 'utf8'));
      expect(held.pid).toBe(process.pid);
      expect(held.processStart).toBe(processStartOf(process.pid));
      // The same process still holds it against itself, as before.
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      lock.release();
    },
  );

  it('refuses an unreadable lock file rather than guessing', () => {
    const dir = freshDir();
    writeFileSync(lockFileOf(dir), 'garbage');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('openDatabase holds the lock until close', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const options = { kind: 'pglite', dataDir: dir, templateDir: PGLITE_TEMPLATE_DIR } as const;
    const first = await openDatabase(options);
    await expect(openDatabase(options)).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openDatabase(options);
    await again.close();
  });

  it(
    'the admin CLI refuses while another process holds DATA_DIR',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'admin-lock-'));
      const lock = acquireDataDirLock(join(dataDir, 'pglite'));
      try {
        const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
        const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
        const run = promisify(execFile);
        const args = ['src/server/cli/admin.ts', 'create-user', '--email', 'lock@example.com'];
        const failure = await run(tsx, [...args, '--password', 'secret-pass'], { env }).catch(
          (e: { code: number; stdout: string; stderr: string }) => e,
        );
        expect(failure).toMatchObject({ code: 1 });
        expect((failure as { stdout: string }).stdout).not.toContain('Created user');
        expect((failure as { stderr: string }).stderr).toContain(`pid ${process.pid}`);
      } finally {
        lock.release();
      }
    },
  );
});
