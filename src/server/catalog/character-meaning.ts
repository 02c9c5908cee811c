import type { Catalog } from './load-catalog.js';
import { toNumberedPinyin } from './pinyin-tones.js';
import { isProperNounSense } from './proper-nouns.js';

/**
 * The CC-CEDICT sense of a character in the reading it has in an idiom, for any server code:
 * `characterMeaning(catalog, '画', 'huà')` → 'to draw; to paint'.
 */
export function characterMeaning(catalog: Catalog, char: string, toneMarked: string): string {
  const numbered = toNumberedPinyin(toneMarked);
  const gloss = catalog.characterGloss(char);
  if (!gloss) return '';
  const readings = Object.entries(gloss.readings);
  const match =
    readings.find(([reading]) => reading === numbered) ??
    readings.find(([reading]) => reading.replace(/\d/gu, '') === numbered.replace(/\d/gu, '')) ??
    readings[0];
  const senses = (match?.[1] ?? []).filter(
    (sense) =>
      !/^(?:surname|abbr\. for|variant of|old variant of|see |used in|Japanese)/iu.test(sense) &&
      !sense.split(';').every((part) => isProperNounSense(part)),
  );
  // "(bound form)" is a usage note for learners of modern words, not part of the meaning.
  // Nothing but names (a surname-only character): no sense rather than a wrong one.
  return (senses[0] ?? '').replace(/^\(bound form\)\s*/u, '');
}
