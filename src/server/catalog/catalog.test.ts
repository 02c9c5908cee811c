import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app.js';
import { parseEnv } from '../env.js';
import { resolvePath } from '../runtime.js';
import { commonnessBand } from '../../shared/schemas/commonness.js';
import { characterMeaning } from './character-meaning.js';
import { CatalogMissingError, loadCatalog, loadCatalogAsync } from './load-catalog.js';

// Tests over the built artifact (npm run build:catalog), as the server loads it.
describe('built catalog', () => {
  const catalog = testCatalog();

  it('holds every distinct four-character idiom of data/3.txt', () => {
    // 28,656 distinct idioms of data/3.txt plus ~690 more from the word list data/1.txt.
    expect(catalog.size).toBeGreaterThanOrEqual(29_000);
    const words = catalog.entries.map((entry) => entry.word);
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((word) => /^\p{Script=Han}{4}$/u.test(word))).toBe(true);
  });

  it('splits into the commonness bands docs/catalog.md gives (shares within half a point)', () => {
    const counts = { very_common: 0, common: 0, literary: 0, rare: 0 };
    for (const entry of catalog.entries) counts[commonnessBand(entry.popularity)]++;
    const share = (n: number) => (100 * n) / catalog.size;
    expect(share(counts.very_common)).toBeCloseTo(11.9, 0);
    expect(share(counts.common)).toBeCloseTo(5.9, 0);
    expect(share(counts.literary)).toBeCloseTo(5.1, 0);
    expect(share(counts.rare)).toBeCloseTo(77.1, 0);
    expect(commonnessBand(catalog.get('画蛇添足')!.popularity)).toBe('very_common');
  });

  it('adds word-list idioms with dictionary facts only', () => {
    const entry = catalog.get('一举多得')!;
    expect(entry.pinyin).toBe('yī jǔ duō dé');
    expect(entry.explanationZh).toBe('');
    expect(entry.source).toBeUndefined();
    expect(entry.example).toBeUndefined();
  });

  it('has 画蛇添足 with reading, 战国策 source and CC-CEDICT literal', () => {
    const entry = catalog.get('画蛇添足')!;
    expect(entry.pinyin).toBe('huà shé tiān zú');
    expect(entry.traditional).toBe('畫蛇添足');
    expect(entry.source?.work).toContain('战国策');
    expect(entry.source?.passage).toBe('蛇固无足，子安能为之足？');
    expect(entry.english?.literal).toBe('draw legs on a snake');
    expect(entry.english?.senses).toContain('to overdo it');
    expect(entry.characters.map((c) => c.pinyin)).toEqual(['huà', 'shé', 'tiān', 'zú']);
    expect(entry.example?.text).toContain('画蛇添足');
    expect(entry.example?.text).not.toContain('～');
  });

  it('has 守株待兔 from 韩非子 and 卧薪尝胆 with literal and figurative English', () => {
    const shouzhu = catalog.get('守株待兔')!;
    expect(shouzhu.pinyin).toBe('shǒu zhū dài tù');
    expect(shouzhu.source?.work).toContain('韩非子');
    expect(shouzhu.english?.literal).toContain('tree-stump');
    const woxin = catalog.get('卧薪尝胆')!;
    expect(woxin.traditional).toBe('臥薪嘗膽');
    expect(woxin.pinyin).toBe('wò xīn cháng dǎn');
    expect(woxin.english?.literal).toContain('sleep on brushwood and taste gall');
    expect(woxin.english?.senses).toEqual(["to maintain one's resolve for revenge"]);
    expect(woxin.source?.work).toContain('史记');
  });

  it('borrows the English of the idiom a CC-CEDICT entry only refers to', () => {
    // CC-CEDICT: 子孝父慈 "see 父慈子孝[fu4 ci2 zi3 xiao4]".
    const english = catalog.get('子孝父慈')?.english;
    expect(english?.senses.length).toBeGreaterThan(0);
    expect(english?.senses.join(' ')).not.toMatch(/^see /u);
  });

  it('keeps the repaired malformed lines and drops the unrecoverable one', () => {
    expect(catalog.get('作舍道旁')?.source?.work).toBe('幼学琼林·卷三·人事类');
    expect(catalog.get('作舍道旁')?.example).toBeUndefined();
    expect(catalog.get('重生爷娘')?.source?.work).toBe('文明小史·第三十八回');
    expect(catalog.get('谓予不信')?.pinyin).toBe('wèi yú bù xìn');
    expect(catalog.get('山陬海噬')?.pinyin).toBe('shān zōu hǎi shì');
    expect(catalog.entries.some((entry) => entry.word.startsWith('初生犊'))).toBe(false);
  });

  it('corrects the misprinted work titles of a few 出处', () => {
    expect(catalog.get('一颦一笑')?.source?.work).toBe('韩非子·内储说上');
    expect(catalog.get('狐死首丘')?.source?.work).toBe('九章·哀郢');
    expect(catalog.get('波涛汹涌')?.source?.work).toBe('三国志·吴书·吴主传');
  });

  it('splits the example credit and has glosses for every character', () => {
    expect(catalog.get('樽酒论文')?.example).toEqual({
      text: '连年客里度初度，樽酒论文第一遭。',
      credit: '陈世宜《上巳社集是日值余初度》诗',
    });
    expect(catalog.entries.some((entry) => entry.example?.text.includes('～'))).toBe(false);
    expect(catalog.characterGloss('画')?.readings['hua4']?.[0]).toBe('to draw; to paint');
    expect(characterMeaning(catalog, '画', 'huà')).toBe('to draw; to paint');
    expect(characterMeaning(catalog, '长', 'zhǎng')).toMatch(/grow|chief|elder|senior/u);
    expect(characterMeaning(catalog, '日', 'rì')).toBe('sun');
    const missing = new Set(
      catalog.entries
        .flatMap((e) => e.characters.map((c) => c.char))
        .filter((c) => !catalog.characterGloss(c)),
    );
    expect(missing.size).toBeLessThan(100);
  });

  it('ranks common idioms above rare ones', () => {
    const popularity = (word: string) => catalog.get(word)!.popularity;
    expect(popularity('画蛇添足')).toBeGreaterThan(popularity('山陬海噬'));
    expect(popularity('守株待兔')).toBeGreaterThan(0.5);
    expect(catalog.entries.every((e) => e.popularity >= 0 && e.popularity <= 1)).toBe(true);
  });

  it('loads quickly', () => {
    const path = resolve(resolvePath(parseEnv({}).CATALOG_PATH));
    const started = performance.now();
    const loaded = loadCatalog(path);
    expect(loaded.size).toBe(catalog.size);
    // ≈ 0.5 s on an idle machine; the bound leaves room for a busy CI box and catches regressions.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('reads the same catalog off the main thread as start-up does (one read, one gunzip)', async () => {
    const path = resolve(resolvePath(parseEnv({}).CATALOG_PATH));
    const read = await loadCatalogAsync(path);
    expect(read.entries).toEqual(catalog.entries);
    expect(read.characterGloss('画')).toEqual(catalog.characterGloss('画'));
    await expect(loadCatalogAsync(`${path}.missing`)).rejects.toThrow(CatalogMissingError);
  });
});
