import { describe, expect, it } from 'vitest';
import { SECTION } from './parse-source.js';
import { restoreOpeningQuotes, restoreSentenceBreaks } from './repair-text.js';

describe('restoreSentenceBreaks', () => {
  it('reads "◇" as the "。后" it was', () => {
    expect(restoreSentenceBreaks('原指死了心，不作别的打算◇常形容打定了主意')).toBe(
      '原指死了心，不作别的打算。后常形容打定了主意',
    );
    expect(restoreSentenceBreaks('人称铁面御史”◇泛称不畏权贵')).toBe(
      '人称铁面御史”。后泛称不畏权贵',
    );
    expect(restoreSentenceBreaks('趾高气扬，◇来忽然低头')).toBe('趾高气扬，后来忽然低头');
  });
});

describe('restoreOpeningQuotes', () => {
  const restore = (text: string, context = {}) => restoreOpeningQuotes(text, context).text;

  it('opens a quotation after a lead-in: 同, 亦作, 人称, 通', () => {
    expect(restore('极言状态之多。同千态万状”。')).toBe('极言状态之多。同“千态万状”。');
    expect(restore('亦作当世辞宗”、一代宗匠”、一代辞宗”。')).toBe(
      '亦作“当世辞宗”、“一代宗匠”、“一代辞宗”。',
    );
    expect(restore('刚直无私，人称铁面御史”')).toBe('刚直无私，人称“铁面御史”');
    expect(restore('张，通胀”。')).toBe('张，通“胀”。');
    expect(restore('大雁飞行时或为人”字形')).toBe('大雁飞行时或为“人”字形');
  });

  it('quotes the idiom named in an example, and drops a mark no rule can place', () => {
    expect(restore('把昨晚唱歌人张冠李戴”了。', { word: '张冠李戴' })).toBe(
      '把昨晚唱歌人“张冠李戴”了。',
    );
    expect(restoreOpeningQuotes('只要你还了时方才死心塌地，一说便罢”', {})).toEqual({
      text: '只要你还了时方才死心塌地，一说便罢',
      restored: 0,
      dropped: 1,
    });
  });

  it('opens a 出处 passage after its attribution, its section or a poem-form label', () => {
    const source = { attribution: SECTION };
    expect(restore('《论语·八佾》《关雎》乐而不淫，哀而不伤。”', source)).toBe(
      '《论语·八佾》“《关雎》乐而不淫，哀而不伤。”',
    );
    expect(restore('明·施耐庵《水浒全传》第一百十回将军功绩已成。”', source)).toBe(
      '明·施耐庵《水浒全传》第一百十回“将军功绩已成。”',
    );
    expect(restore('唐·杜甫《梦李白》诗落月满屋梁，犹疑照颜色。”', source)).toBe(
      '唐·杜甫《梦李白》诗“落月满屋梁，犹疑照颜色。”',
    );
  });

  it('leaves balanced quotations alone', () => {
    expect(restoreOpeningQuotes('他说“好”。', {})).toEqual({
      text: '他说“好”。',
      restored: 0,
      dropped: 0,
    });
  });
});
