import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../lib/project-root.js';
import { checkEnglishFiles, englishFiles, type EnglishCatalog } from './english-check.js';
import { EnglishRecordSchema, type EnglishRecord } from './english-record-schema.js';

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

/**
 * The records, each line only parsed into its shape (the build checked them against the catalog),
 * which keeps the first detail request quick. A line edited since is skipped, never served broken.
 */
export function readEnglishRecords(dir: string): Map<string, EnglishRecord> {
  const records = new Map<string, EnglishRecord>();
  for (const file of englishFiles(dir)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        continue;
      }
      const parsed = EnglishRecordSchema.safeParse(row);
      if (parsed.success) records.set(parsed.data.word, parsed.data);
    }
  }
  return records;
}
