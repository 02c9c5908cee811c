import { pinyin } from 'pinyin-pro';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import { readParticles } from './particle-readings.js';

const PUNCTUATION = /^[\p{P}\p{S}\s]+$/u;

/**
 * One syllable per character of a Chinese sentence (punctuation as itself). Where the idiom itself
 * occurs, its catalog reading is used: pinyin-pro guesses polyphonic characters from context, the
 * catalog knows how this idiom is read. 地 and 得 elsewhere follow the words around them
 * (particle-readings.ts).
 */
export function sentenceSyllables(text: string, entry: CatalogEntry): string[] {
  const syllables = pinyin(text, { type: 'array' });
  const chars = [...text];
  if (syllables.length !== chars.length) return syllables;
  const fixed = new Set<number>();
  const idiomSyllables = entry.characters.map((c) => c.pinyin);
  for (let at = text.indexOf(entry.word); at >= 0; at = text.indexOf(entry.word, at + 1)) {
    const index = [...text.slice(0, at)].length;
    idiomSyllables.forEach((syllable, offset) => {
      syllables[index + offset] = syllable;
      fixed.add(index + offset);
    });
  }
  readParticles(chars, syllables, fixed);
  return syllables;
}

/** Pinyin of a Chinese sentence; punctuation sticks to the preceding syllable, as in print. */
export function pinyinLine(text: string, entry: CatalogEntry): string {
  return sentenceSyllables(text, entry)
    .reduce<string[]>((out, syllable) => {
      if (PUNCTUATION.test(syllable) && out.length > 0) out[out.length - 1] += syllable;
      else out.push(syllable);
      return out;
    }, [])
    .join(' ');
}
