import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** Written into a copy before it is renamed into place, and into a directory found whole. */
export const COMPLETE_MARKER = '.copy-complete';

/**
 * Makes `dataDir` ready for PGlite: a directory that holds no database yet (no PG_VERSION) gets
 * a copy of the migrated template, since initdb costs seconds (ADR 0109, 0115). The copy is
 * made beside it, marked complete and renamed into place (ADR 0157): kill -9 or a full disk
 * during the copy leaves no half database that would never boot, only a scratch copy the next
 * start replaces. A directory without the marker was copied by older code, in place: if it lacks
 * what the template has, it is a half copy that never booted (ADR 0177), set aside and copied
 * again; if it is whole, it is marked. The caller holds the data directory's lock, so no one else
 * copies at the same time.
 */
export function copyTemplateIfFresh(dataDir: string, templateDir: string | undefined): void {
  const usable = templateDir && existsSync(join(templateDir, 'PG_VERSION')) ? templateDir : null;
  let fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (!fresh && usable && !existsSync(join(dataDir, COMPLETE_MARKER))) {
    const missing = missingFromCopy(dataDir, usable);
    if (missing) {
      console.warn(
        `${dataDir} is an interrupted first copy (${missing} missing): set aside and copied again`,
      );
      renameSync(dataDir, `${dataDir}.incomplete-${Date.now()}`);
      fresh = true;
    } else {
      writeFileSync(join(dataDir, COMPLETE_MARKER), '');
    }
  }
  if (fresh && usable) {
    mkdirSync(dirname(dataDir), { recursive: true });
    const scratch = `${dataDir}.copying`;
    rmSync(scratch, { recursive: true, force: true });
    cpSync(usable, scratch, { recursive: true });
    writeFileSync(join(scratch, COMPLETE_MARKER), '');
    // A directory without PG_VERSION holds no database; anything in it is kept aside, not lost.
    if (existsSync(dataDir)) {
      if (readdirSync(dataDir).length > 0)
        renameSync(dataDir, `${dataDir}.incomplete-${Date.now()}`);
      else rmSync(dataDir, { recursive: true });
    }
    renameSync(scratch, dataDir);
  }
  mkdirSync(dataDir, { recursive: true });
}

/**
 * What a copy of `templateDir` lacks, or null: every top-level entry (postgres never removes
 * one), the control file at its full size, each database directory's PG_VERSION, and a WAL
 * segment of the template's size. Files postgres rewrites or renames while running are not
 * compared, so a directory that has been used reads as whole.
 */
function missingFromCopy(dataDir: string, templateDir: string): string | null {
  for (const name of readdirSync(templateDir))
    if (name !== COMPLETE_MARKER && !existsSync(join(dataDir, name))) return name;
  const control = join('global', 'pg_control');
  if (existsSync(join(templateDir, control))) {
    const copied = join(dataDir, control);
    if (!existsSync(copied) || statSync(copied).size !== statSync(join(templateDir, control)).size)
      return control;
  }
  if (existsSync(join(templateDir, 'base')))
    for (const db of readdirSync(join(templateDir, 'base'))) {
      const version = join('base', db, 'PG_VERSION');
      if (existsSync(join(templateDir, version)) && !existsSync(join(dataDir, version)))
        return version;
    }
  const segments = (dir: string) =>
    existsSync(join(dir, 'pg_wal'))
      ? readdirSync(join(dir, 'pg_wal'))
          .filter((name) => /^[0-9A-F]{24}$/.test(name))
          .map((name) => statSync(join(dir, 'pg_wal', name)).size)
      : [];
  const templateSegments = segments(templateDir);
  if (templateSegments.length > 0 && !segments(dataDir).includes(templateSegments[0]!))
    return 'a whole WAL segment';
  return null;
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
