import type { Character } from '../../../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../../../catalog/catalog-types.js';
import { DictionaryGenerator } from '../../../generation/dictionary-generator.js';
import type { StudySources } from '../study-idiom.js';

/** What an exported card says about one saved idiom. */
export interface FlashcardFields {
  word: string;
  traditional: string;
  pinyin: string;
  /** The English line of the map's title node (englishMeaning), else the Chinese 释义. */
  meaning: string;
  /** The map's character cards: each character, its pinyin and its sense in this idiom. */
  characters: Character[];
  /** The map's first usage example: the sentence, its pinyin and English where the map has them. */
  example?: { zh: string; pinyin?: string; en?: string };
  savedAt: Date;
}

/**
 * The fields of an exported card, taken from the same composer the map's detail comes from (the
 * dictionary generator: englishMeaning, the character senses, the first usage example), so a card
 * says what the map says. It is pure and fast; an LLM, if configured, is not asked.
 */
export function flashcardFieldsFor(sources: StudySources) {
  const composer = new DictionaryGenerator(sources.catalog, sources.content);
  const never = new AbortController().signal;
  return async (entry: CatalogEntry, savedAt: Date): Promise<FlashcardFields> => {
    const detail = await composer.generate(entry, { signal: never, onProgress: () => undefined });
    const usage = detail.usage.find((u) => u.example.trim());
    return {
      word: entry.word,
      traditional: entry.traditional,
      pinyin: entry.pinyin,
      meaning: detail.english_explanation ?? entry.explanationZh,
      characters: detail.characters,
      ...(usage
        ? {
            example: {
              zh: usage.example,
              ...(usage.example_pinyin ? { pinyin: usage.example_pinyin } : {}),
              ...(usage.example_translation ? { en: usage.example_translation } : {}),
            },
          }
        : {}),
      savedAt,
    };
  };
}

/** "画 huà: draw; 蛇 shé: snake; …" */
export const characterSenses = (characters: readonly Character[]) =>
  characters.map(({ char, pinyin, meaning }) => `${char} ${pinyin}: ${meaning}`.trim()).join('; ');
