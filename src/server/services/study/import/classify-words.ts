import type { Catalog } from '../../../catalog/load-catalog.js';
import { isIdiom } from '../../../content/english-meaning.js';
import type { IdiomContent } from '../../../content/idiom-content.js';
import type { ListedWord } from './parse-word-list.js';

export type SkipReason = 'not_in_catalog' | 'not_an_idiom' | 'duplicate';

export interface SkippedWord {
  entry: string;
  reason: SkipReason;
  /** Said to the learner: why this one was left out. */
  detail: string;
}

export const SKIP_DETAILS = {
  notFourCharacters: 'Not a chengyu: a chengyu is four Chinese characters',
  notInCatalog: 'Not in our catalog of idioms',
  notAnIdiom: 'Not a chengyu: an ordinary word or term of four characters',
  repeatedInFile: 'Listed earlier in the file',
  alreadySaved: 'Already in My idioms',
} as const;

const FOUR_HAN = /^\p{Script=Han}{4}$/u;
const byTraditional = new WeakMap<Catalog, Map<string, string>>();

/** The catalog word a form names: its simplified form, or an idiom whose traditional form it is. */
function catalogWord(catalog: Catalog, form: string): string | undefined {
  if (catalog.get(form)) return form;
  let index = byTraditional.get(catalog);
  if (!index) {
    index = new Map();
    for (const entry of catalog.entries)
      if (!index.has(entry.traditional)) index.set(entry.traditional, entry.word);
    byTraditional.set(catalog, index);
  }
  return index.get(form);
}

/**
 * Which listed words are chengyu of the catalog (in file order, each once) and why the others are
 * skipped. Whether one is already saved is the database's to say, in the import's transaction.
 */
export function classifyWords(
  words: readonly ListedWord[],
  catalog: Catalog,
  content: IdiomContent,
): { idioms: { entry: string; word: string }[]; skipped: SkippedWord[] } {
  const idioms: { entry: string; word: string }[] = [];
  const skipped: SkippedWord[] = [];
  const seen = new Set<string>();
  for (const { entry, forms } of words) {
    const word = forms.map((form) => catalogWord(catalog, form)).find(Boolean);
    if (!word) {
      const fourHan = forms.some((form) => FOUR_HAN.test(form));
      skipped.push(
        fourHan
          ? { entry, reason: 'not_in_catalog', detail: SKIP_DETAILS.notInCatalog }
          : { entry, reason: 'not_an_idiom', detail: SKIP_DETAILS.notFourCharacters },
      );
    } else if (!isIdiom(word, content)) {
      skipped.push({ entry, reason: 'not_an_idiom', detail: SKIP_DETAILS.notAnIdiom });
    } else if (seen.has(word)) {
      skipped.push({ entry, reason: 'duplicate', detail: SKIP_DETAILS.repeatedInFile });
    } else {
      seen.add(word);
      idioms.push({ entry, word });
    }
  }
  return { idioms, skipped };
}
