import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app.js';
import { parseDataFile } from './build-catalog.js';
import { HEADWORD_CORRECTIONS } from './headword-corrections.js';

const line = (word: string, pinyin: string, explanation: string) =>
  ` ${word}  拼音：${pinyin}释义：${explanation}出处：无示例：无`;

describe('misspelled headwords (headword-corrections.ts)', () => {
  it('renames a misspelled word, and drops it where the package has the right word too', () => {
    const report = parseDataFile(
      [
        line('一厢情原', 'yī xiāng qíng yuán', '指单方面的愿望。'),
        line('一厢情愿', 'yī xiāng qíng yuàn', '指单方面的愿望或不考虑客观实际情况的主观意愿。'),
        line('微机四伏', 'wēi jī sì fú', '到处隐藏着危险。'),
        line('画蛇添足', 'huà shé tiān zú', '比喻做了多余的事。'),
      ].join('\r\n'),
    );
    expect(report.idioms.map((idiom) => idiom.word)).toEqual(['一厢情愿', '危机四伏', '画蛇添足']);
    // The dropped line merges nothing into the right one: its own 释义 stays.
    expect(report.idioms[0]!.explanation).toContain('主观意愿');
    expect(report.misspelledDropped).toEqual({ 一厢情原: '一厢情愿' });
    expect(report.renamed).toEqual({ 微机四伏: '危机四伏' });
  });

  it('gives every correction a reason and a four-character word differing from the wrong one', () => {
    for (const [wrong, { right, reason }] of Object.entries(HEADWORD_CORRECTIONS)) {
      expect(right, wrong).toMatch(/^\p{Script=Han}{4}$/u);
      expect(right, wrong).not.toBe(wrong);
      expect(reason.length, wrong).toBeGreaterThan(5);
      expect(HEADWORD_CORRECTIONS[right], `${right} is corrected again`).toBeUndefined();
    }
  });

  describe('in the built catalog', () => {
    const catalog = testCatalog();

    it('has no misspelled headword and finds every corrected idiom by its old spelling', () => {
      for (const [wrong, { right }] of Object.entries(HEADWORD_CORRECTIONS)) {
        expect(catalog.get(wrong), wrong).toBeUndefined();
        // A correction whose word the package lacks (none today) would have no alias.
        if (!catalog.aliases[wrong]) continue;
        expect(catalog.resolve(wrong)?.word, wrong).toBe(right);
      }
      expect(catalog.resolve('一厢情原')?.word).toBe('一厢情愿');
      expect(catalog.resolve('扭转干坤')?.word).toBe('扭转乾坤');
      expect(catalog.get('扭转乾坤')?.pinyin).toBe('niǔ zhuǎn qián kūn');
      expect(catalog.get('孜孜矻矻')?.pinyin).toBe('zī zī kū kū');
      expect(catalog.resolve('相得益彰')?.word).toBe('相得益彰');
    });
  });
});
