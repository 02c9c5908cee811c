import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import { createCatalog } from '../catalog/load-catalog.js';
import { parseInitials, parsePinyinQuery, parseSyllable } from './pinyin.js';
import { createSearchIndex } from './search-index.js';
import type { SearchData } from './search-data-types.js';
import { stemmer as stem } from 'stemmer';

const entry = (
  word: string,
  traditional: string,
  pinyin: string,
  popularity: number,
  senses: string[] = [],
): CatalogEntry => ({
  word,
  traditional,
  pinyin,
  explanationZh: '',
  characters: [],
  popularity,
  ...(senses.length ? { english: { senses } } : {}),
});

// A small hand-made catalog: fast, and every expectation can be checked by eye.
const catalog = createCatalog({
  version: 1,
  builtAt: 'test',
  characters: {},
  entries: [
    entry('画蛇添足', '畫蛇添足', 'huà shé tiān zú', 0.7, [
      'to ruin the effect by adding something superfluous',
    ]),
    entry('画蛇著足', '畫蛇著足', 'huà shé zhuó zú', 0.2),
    entry('画龙点睛', '畫龍點睛', 'huà lóng diǎn jīng', 0.8, ['to add the vital finishing touch']),
    entry('一丝不苟', '一絲不苟', 'yī sī bù gǒu', 0.8, ['meticulous']),
    entry('一毛不拔', '一毛不拔', 'yī máo bù bá', 0.7, ['extremely stingy']),
    entry('半途而废', '半途而廢', 'bàn tú ér fèi', 0.8, ['to give up halfway']),
  ],
});
const index = createSearchIndex(catalog);
const words = (q: string) => index.search(q).hits.map((h) => catalog.entries[h.index]!.word);

describe('pinyin parsing', () => {
  it('reads tone marks, tone numbers and no tones alike', () => {
    expect(parseSyllable('huà')).toEqual({ base: 'hua', tone: 4 });
    expect(parseSyllable('hua4')).toEqual({ base: 'hua', tone: 4 });
    expect(parseSyllable('lü')).toEqual({ base: 'lv' });
  });
  it('splits unspaced pinyin into known syllables', () => {
    const known = new Set(['hua', 'she', 'tian', 'zu', 'xi', 'an', 'xian']);
    expect(parsePinyinQuery('huashetianzu', known)?.map((s) => s.base)).toEqual([
      'hua',
      'she',
      'tian',
      'zu',
    ]);
    expect(parsePinyinQuery('hua4she2', known)).toEqual([
      { base: 'hua', tone: 4 },
      { base: 'she', tone: 2 },
    ]);
    expect(parsePinyinQuery('xian', known)?.map((s) => s.base)).toEqual(['xian']);
    expect(parsePinyinQuery('dragon', known)).toBeNull();
    expect(parseInitials('hstz')).toBe('hstz');
    expect(parseInitials('aoe')).toBeNull();
  });
});

describe('createSearchIndex', () => {
  it('handles every Chinese form', () => {
    expect(index.search('画蛇添足')).toMatchObject({ kind: 'chinese', exactCount: 1 });
    expect(words('画蛇')).toEqual(['画蛇添足', '画蛇著足']);
    expect(words('畫蛇添足')[0]).toBe('画蛇添足');
    expect(words('画蛇天足')).toContain('画蛇添足');
    // A wrong first or second character: the lookup starts from the other one.
    expect(words('话蛇添足')).toEqual(['画蛇添足']);
    expect(words('画她添足')).toEqual(['画蛇添足']);
    expect(words('一?不?')).toEqual(['一丝不苟', '一毛不拔']);
    expect(index.search('????', 'chinese').hits).toHaveLength(catalog.size);
    expect(words('一?不龘')).toEqual([]);
    expect(words('一*不*')).toEqual(['一丝不苟', '一毛不拔']);
  });

  it('handles every pinyin form', () => {
    for (const q of ['huà shé tiān zú', 'hua4 she2', 'hua she tian zu', 'huashetianzu', 'hstz']) {
      expect(index.search(q).kind, q).toBe('pinyin');
      expect(words(q)[0], q).toBe('画蛇添足');
    }
    expect(words('hua4 she2 zhuo2')).toEqual(['画蛇著足']);
    // The rarest syllable (long) is not the first one; a wrong tone finds nothing.
    expect(words('hua4 long2')).toEqual(['画龙点睛']);
    expect(index.search('hua1 she2')).toMatchObject({ kind: 'pinyin', hits: [] });
  });

  it('reads English descriptions as English, with relevance in 0..1', () => {
    const result = index.search('someone who gives up halfway');
    expect(result.kind).toBe('english');
    expect(words('someone who gives up halfway')[0]).toBe('半途而废');
    for (const h of result.hits) expect(h.relevance).toBeGreaterThanOrEqual(0);
    expect(result.hits[0]!.relevance).toBeLessThanOrEqual(1);
    expect(index.search('the and of').hits).toEqual([]);
  });

  /** English hits over the small catalog plus one idiom, with our texts (no vectors). */
  const withTexts = (extra: CatalogEntry, texts: Partial<SearchData['texts']>) => {
    const bigger = createCatalog({
      version: 1,
      builtAt: 'test',
      characters: {},
      entries: [...catalog.entries, extra],
    });
    const data: SearchData = {
      version: 6,
      catalogBuiltAt: 'test',
      textsHash: 'test',
      texts: { zhGloss: {}, meanings: {}, situations: {}, lessons: {}, ...texts },
      synonyms: {},
      vectors: { dims: 0, words: [], scale: 127, data: new Int8Array(0) },
    };
    const search = createSearchIndex(bigger, data);
    return (q: string) =>
      search.search(q, 'english').hits.map((h) => bigger.entries[h.index]!.word);
  };

  it('finds an idiom by our English meaning when the dictionary gloss shares no word', () => {
    const query = 'the farmer who sat by a tree stump';
    const idiom = entry('守株待兔', '守株待兔', 'shǒu zhū dài tù', 0.7, [
      'to trust to chance and windfalls',
    ]);
    const meanings = {
      守株待兔:
        'Waiting idly for good luck. Story: a farmer sat by a tree stump waiting for hares.',
    };
    expect(withTexts(idiom, { meanings })(query)[0]).toBe('守株待兔');
    expect(withTexts(idiom, {})(query)).not.toContain('守株待兔');
  });

  it('finds a phrase made only of small words, and everyday situations', () => {
    const found = withTexts(entry('犹豫不决', '猶豫不決', 'yóu yù bù jué', 0.8, ['hesitant']), {
      meanings: { 犹豫不决: 'Unable to make up your mind.' },
      situations: { 半途而废: 'Dropping a language course after two lessons.' },
    });
    const first = (q: string) => found(q)[0];
    expect(first('make up')).toBe('犹豫不决');
    expect(first('quit a language course')).toBe('半途而废');
  });

  it('finds an idiom by a description of the story our lesson tells', () => {
    const idiom = entry('刻舟求剑', '刻舟求劍', 'kè zhōu qiú jiàn', 0.5, ['to be rigid']);
    const lessons = {
      刻舟求剑:
        'A man of Chu dropped his sword from a boat, cut a notch on the side of the boat and searched below the mark.',
    };
    const query = 'man who marked the boat where his sword fell';
    expect(withTexts(idiom, { lessons })(query)[0]).toBe('刻舟求剑');
    expect(withTexts(idiom, {})(query)).not.toContain('刻舟求剑');
  });

  it('stems English the Porter way', () => {
    expect(['gives', 'giving'].map(stem)).toEqual(['give', 'give']);
    expect(stem('ponies')).toBe('poni');
  });
});
