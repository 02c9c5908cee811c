import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Makes `dataDir` ready for PGlite: a directory that holds no database yet (no PG_VERSION) gets
 * a copy of the migrated template, since initdb costs seconds (ADR 0109, 0115). The copy is
 * made beside it and renamed into place (ADR 0157): kill -9 or a full disk during the copy leaves
 * no half database that would never boot, only a scratch copy the next start replaces. The caller
 * holds the data directory's lock, so no one else copies at the same time.
 */
export function copyTemplateIfFresh(dataDir: string, templateDir: string | undefined): void {
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh && templateDir && existsSync(join(templateDir, 'PG_VERSION'))) {
    mkdirSync(dirname(dataDir), { recursive: true });
    const scratch = `${dataDir}.copying`;
    rmSync(scratch, { recursive: true, force: true });
    cpSync(templateDir, scratch, { recursive: true });
    // A directory without PG_VERSION holds no database; anything in it is kept aside, not lost.
    if (existsSync(dataDir)) {
      if (readdirSync(dataDir).length > 0) renameSync(dataDir, `${dataDir}.incomplete-${Date.now()}`);
      else rmSync(dataDir, { recursive: true });
    }
    renameSync(scratch, dataDir);
  }
  mkdirSync(dataDir, { recursive: true });
}

/**
 * postgres's command line: PGlite's defaults, and a 16 MB buffer pool instead of 128 MB. Starting
 * postgres initialises the whole pool in WebAssembly memory (about 0.1 s for 128 MB), and this
 * database — users, searches, saved idioms; the idioms themselves are in the catalog — stays far
 * smaller; the operating system's page cache still holds the files (ADR 0123).
 */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', 'shared_buffers=16MB'];
}
