import { join } from 'node:path';
import { projectRoot } from '../lib/project-root.js';
import { checkEnglishFiles, englishFiles, type EnglishCatalog } from './english-check.js';
import type { EnglishRecord } from './english-record-schema.js';

/** Our English records for every idiom (ADR 0130): meaning, character senses, usage labels. */
export const ENGLISH_DIR = join(projectRoot(), 'content', 'english');

/**
 * Every record of `dir`, checked against the catalog. A record that breaks a rule stops the build
 * with the file, line and rule, rather than reaching a learner.
 */
export function loadEnglishRecords(
  dir: string,
  catalog: EnglishCatalog,
): Map<string, EnglishRecord> {
  const { records, problems } = checkEnglishFiles(englishFiles(dir), catalog);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((p) => `  ${p.where}: ${p.message}`);
    throw new Error(
      `${problems.length} problem(s) in ${dir} (npx tsx scripts/check-english.ts):\n${shown.join('\n')}`,
    );
  }
  return records;
}
