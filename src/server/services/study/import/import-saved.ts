import type { SavedIdiom } from '../../../../shared/schemas/study.js';
import type { Db } from '../../../db/client.js';
import { saveIdioms } from '../saved-idioms.js';
import type { StudySources } from '../study-idiom.js';
import { classifyWords, SKIP_DETAILS, type SkippedWord } from './classify-words.js';
import { parseWordList, type ImportFormat } from './parse-word-list.js';
import { ImportFileError, readImportFile } from './read-import-file.js';

/** The most idioms one import saves: one transaction of bounded size (ADR 0181). */
export const IMPORT_MAX_IDIOMS = 1000;
/** The skipped words a reply lists; skipped_count has them all. */
export const SKIPPED_LISTED = 500;

export const tooManyIdiomsMessage = (count: number) =>
  `The file lists ${count} idioms; one import takes at most ${IMPORT_MAX_IDIOMS}. Split it and import each part.`;

export interface ImportOutcome {
  format: ImportFormat;
  imported: SavedIdiom[];
  skipped: SkippedWord[];
  skipped_count: number;
}

/**
 * A Pleco export or word list into My idioms (ADR 0181): the chengyu are saved (all in one
 * transaction), the other entries are listed as skipped with their reason. A bad file throws
 * ImportFileError before anything is written.
 */
export async function importSaved(
  db: Db,
  sources: StudySources,
  userId: string,
  bytes: Uint8Array,
  now: Date,
): Promise<ImportOutcome> {
  const { format, words } = parseWordList(readImportFile(bytes));
  const { idioms, skipped } = classifyWords(words, sources.catalog, sources.content);
  if (idioms.length > IMPORT_MAX_IDIOMS)
    throw new ImportFileError(tooManyIdiomsMessage(idioms.length));
  const { saved, alreadySaved } = await saveIdioms(
    db,
    sources,
    userId,
    idioms.map((i) => i.word),
    now,
  );
  const already = new Set(alreadySaved);
  const skippedAll = [
    ...idioms
      .filter((i) => already.has(i.word))
      .map((i): SkippedWord => ({
        entry: i.entry,
        reason: 'duplicate',
        detail: SKIP_DETAILS.alreadySaved,
      })),
    ...skipped,
  ];
  return {
    format,
    imported: saved,
    skipped: skippedAll.slice(0, SKIPPED_LISTED),
    skipped_count: skippedAll.length,
  };
}
