import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app.js';

const balanced = (text: string) => {
  let open = 0;
  for (const char of text) {
    if (char === '“') open++;
    else if (char === '”' && --open < 0) return false;
  }
  return open === 0;
};

// The 释义, 出处 and 示例 texts of the built catalog, as learners read them.
describe('catalog definitions', () => {
  const catalog = testCatalog();
  const texts = catalog.entries.flatMap((entry) => [
    { word: entry.word, text: entry.explanationZh },
    ...(entry.source ? [{ word: entry.word, text: entry.source.text }] : []),
    ...(entry.source?.passage ? [{ word: entry.word, text: entry.source.passage }] : []),
    ...(entry.example ? [{ word: entry.word, text: entry.example.text }] : []),
  ]);

  it('has no "◇" anywhere', () => {
    expect(texts.filter(({ text }) => text.includes('◇')).map(({ word }) => word)).toEqual([]);
  });

  it('balances every double quotation mark outside work titles', () => {
    // A stray mark inside a title (《关于党的六大”的研究》, 46 texts) is left as the package has it:
    // our lessons name those works as spelled there (repair-text.ts).
    const unbalanced = texts
      .filter(({ text }) => !balanced(text.replace(/《[^》]*》/gu, '')))
      .map(({ word }) => word);
    // A few 出处 passages quote a title that the passage cuts off (《左（传）》、…).
    expect(unbalanced.length).toBeLessThan(10);
  });

  it('reads the repaired texts of well-known idioms', () => {
    expect(catalog.get('死心塌地')?.explanationZh).toBe(
      '原指死了心，不作别的打算。后常形容打定了主意，决不改变。',
    );
    expect(catalog.get('千状万态')?.explanationZh).toBe('极言状态之多。同“千态万状”。');
    expect(catalog.get('纸上谈兵')?.source?.text).toContain('也难不倒他。后来他接替廉颇为赵将');
    expect(catalog.get('画蛇添足')?.source?.text).toMatch(/^《战国策·齐策二》“蛇固无足/u);
    expect(catalog.get('画蛇添足')?.source?.passage).toBe('蛇固无足，子安能为之足？');
  });

  it('gives traditional forms in the standard (Taiwan) characters', () => {
    expect(catalog.get('雾里看花')?.traditional).toBe('霧裡看花');
    expect(catalog.get('周而复始')?.traditional).toBe('周而復始');
    expect(catalog.get('画蛇添足')?.traditional).toBe('畫蛇添足');
    expect(catalog.get('卧薪尝胆')?.traditional).toBe('臥薪嘗膽');
    expect(catalog.get('咸与维新')?.traditional).toBe('咸與維新');
    // The package's 扭转干坤 stands for 扭转乾坤 (DAMAGED_WORDS), now the headword.
    expect(catalog.get('扭转乾坤')?.traditional).toBe('扭轉乾坤');
  });
});
