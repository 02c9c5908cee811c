import type { Character } from '../../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../../catalog/catalog-types.js';
import type { Catalog } from '../../catalog/load-catalog.js';
import type { IdiomContent } from '../../content/idiom-content.js';
import { idiomTerms, pickCharacterMeaning } from '../../generation/character-sense.js';
import { lessonCharacters } from '../../generation/lesson-composer.js';
import { shortMeaning } from '../idioms/related-idioms.js';

/** What the study pages show of an idiom, from the catalog and our content (no generation). */
export interface StudySources {
  catalog: Catalog;
  content: IdiomContent;
}

export const studyMeaning = (entry: CatalogEntry, sources: StudySources) =>
  shortMeaning(entry, sources.content, sources.catalog);

/** Each character with its pinyin here and its sense in this idiom (our lesson's, else the dictionary's). */
export function studyCharacters(entry: CatalogEntry, sources: StudySources): Character[] {
  const lesson = sources.content.lesson(entry.word);
  if (lesson) return lessonCharacters(entry, lesson);
  const terms = idiomTerms(entry);
  return entry.characters.map(({ char, pinyin, gloss }) => ({
    char,
    pinyin,
    meaning: pickCharacterMeaning(sources.catalog.characterGloss(char), pinyin, terms, gloss) ?? '',
  }));
}
