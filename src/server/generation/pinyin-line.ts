import { pinyin } from 'pinyin-pro';
import type { CatalogEntry } from '../catalog/catalog-types.js';

const PUNCTUATION = /^[\p{P}\p{S}\s]+$/u;

/**
 * Pinyin of a Chinese sentence, one syllable per character. Where the idiom itself occurs, its
 * catalog reading is used: pinyin-pro guesses polyphonic characters from context, the catalog
 * knows how this idiom is read.
 */
export function pinyinLine(text: string, entry: CatalogEntry): string {
  const syllables = pinyin(text, { type: 'array' });
  const chars = [...text];
  if (syllables.length === chars.length) {
    const idiomSyllables = entry.characters.map((c) => c.pinyin);
    for (let at = text.indexOf(entry.word); at >= 0; at = text.indexOf(entry.word, at + 1)) {
      const index = [...text.slice(0, at)].length;
      idiomSyllables.forEach((syllable, offset) => (syllables[index + offset] = syllable));
    }
  }
  // Punctuation sticks to the preceding syllable, as in printed pinyin.
  return syllables
    .reduce<string[]>((out, syllable) => {
      if (PUNCTUATION.test(syllable) && out.length > 0) out[out.length - 1] += syllable;
      else out.push(syllable);
      return out;
    }, [])
    .join(' ');
}
