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
