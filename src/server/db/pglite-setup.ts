import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes `dataDir` ready for PGlite: a directory that holds no database yet (no PG_VERSION) gets
 * a copy of the migrated template, since initdb costs seconds (ADR 0109, 0115).
 */
export function copyTemplateIfFresh(dataDir: string, templateDir: string | undefined): void {
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh && templateDir && existsSync(join(templateDir, 'PG_VERSION')))
    cpSync(templateDir, dataDir, { recursive: true });
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
