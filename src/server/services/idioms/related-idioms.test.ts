import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../../tests/support/test-app';
import { NO_CONTENT, sharedIdiomContent } from '../../content/idiom-content';
import { createSearchIndex, loadSearchData } from '../../search/search-index';
import { searchDataPath } from '../../search/search-data-path';
import { resolvePath } from '../../runtime';
import { parseEnv } from '../../env';
import { RELATED_LIMITS, RelatedIdiomsSchema } from '../../../shared/schemas/idiom';
import { RelatedIdiomsFinder, shortMeaning } from './related-idioms';

const catalog = testCatalog();
const content = sharedIdiomContent();
const index = createSearchIndex(
  catalog,
  loadSearchData(searchDataPath(resolvePath(parseEnv({}).CATALOG_PATH))),
);
const finder = new RelatedIdiomsFinder({ catalog, content, similar: (i) => index.similar(i) });

const lessonWords = content.words();
const withoutLesson = [...catalog.entries]
  .filter((e) => !content.lesson(e.word))
  .sort((a, b) => b.popularity - a.popularity);
// Common and rare idioms without a lesson, with and without English.
const sample = [
  ...lessonWords.filter((_, i) => i % 50 === 0),
  ...withoutLesson.filter((_, i) => i % 1500 === 0).map((e) => e.word),
];

describe('related idioms', () => {
  it.each(sample)('%s: real idioms, never itself, no repeats, within the limits', (word) => {
    const related = RelatedIdiomsSchema.parse(finder.of(word));
    const all = [...related.similar, ...related.opposite, ...related.same_character];
    expect(all.map((r) => r.word)).not.toContain(word);
    expect(new Set(all.map((r) => r.word)).size).toBe(all.length);
    for (const item of all) {
      const entry = catalog.get(item.word);
      expect(entry, item.word).toBeDefined();
      expect(item.pinyin).toBe(entry!.pinyin);
      expect(item.meaning.length).toBeGreaterThan(0);
      expect(item.meaning.length).toBeLessThanOrEqual(90);
    }
    for (const item of related.same_character) {
      expect(word).toContain(item.character);
      expect(item.word).toContain(item.character);
    }
    // Full unless the catalog has too few other idioms sharing a character (啛啛喳喳 has one, and
    // it is already listed as similar).
    const listed = new Set([
      word,
      ...related.similar.map((r) => r.word),
      ...related.opposite.map((r) => r.word),
    ]);
    const sharing = catalog.entries.filter(
      (e) => !listed.has(e.word) && [...new Set(word)].some((c) => e.word.includes(c)),
    ).length;
    expect(related.same_character.length).toBe(Math.min(RELATED_LIMITS.same_character, sharing));
  });

  it('gives a lesson idiom exactly its lesson lists', () => {
    for (const word of lessonWords.filter((_, i) => i % 25 === 0)) {
      const lesson = content.lesson(word)!;
      const related = finder.of(word);
      expect(related.similar.map((r) => r.word)).toEqual(lesson.related.similar);
      expect(related.opposite.map((r) => r.word)).toEqual(lesson.related.opposite);
    }
    expect(finder.of('画蛇添足').similar.map((r) => r.word)).toEqual(['多此一举', '弄巧成拙']);
  });

  it('finds idioms near in meaning for a common idiom without a lesson', () => {
    // An idiom: words that are not chengyu (阿弥陀佛) have no lesson either (ADR 0135).
    const word = withoutLesson.find(
      (e) => e.english && content.english(e.word)?.idiom !== false,
    )!.word;
    expect(finder.of(word).similar.length).toBeGreaterThan(0);
  });

  it('reads lessons backwards: a lesson naming an idiom as its opposite is that idiom’s opposite', () => {
    const pair = lessonWords
      .flatMap((w) => content.lesson(w)!.related.opposite.map((o) => [w, o] as const))
      .find(([, o]) => !content.lesson(o));
    expect(pair).toBeDefined();
    const [word, opposite] = pair!;
    expect(finder.of(opposite).opposite.map((r) => r.word)).toContain(word);
  });

  it('shares the most common idioms with the same character first', () => {
    const related = finder.of('画蛇添足');
    const first = related.same_character[0]!;
    const rivals = catalog.entries.filter(
      (e) => e.word.includes(first.character) && e.word !== '画蛇添足',
    );
    const best = Math.max(...rivals.map((e) => e.popularity));
    expect(catalog.get(first.word)!.popularity).toBe(best);
  });

  it('glosses word by word an idiom the dictionaries leave unexplained', () => {
    const bare = catalog.entries.find((e) => !e.english && !e.explanationZh)!;
    const meaning = shortMeaning(bare, NO_CONTENT, catalog);
    expect(meaning).toMatch(/^Word by word: \S.* · \S.* · \S.* · \S/);
  });

  it('works without our texts or the index (catalog only)', () => {
    const bare = new RelatedIdiomsFinder({ catalog, content: NO_CONTENT, similar: () => [] });
    const related = bare.of('画蛇添足');
    expect(related.similar).toEqual([]);
    expect(related.opposite).toEqual([]);
    expect(related.same_character).toHaveLength(4);
  });
});
