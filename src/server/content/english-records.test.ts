import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app';
import { isProperNounSense } from '../catalog/proper-nouns';
import { DictionaryGenerator } from '../generation/dictionary-generator';
import { checkEnglishFiles, englishFiles } from './english-check';
import { ENGLISH_DIR } from './english-records';
import { sharedIdiomContent } from './idiom-content';
import { LESSONS_DIR } from './lessons';
import { lessonFiles } from './lesson-check';
import { readFileSync } from 'node:fs';

const catalog = testCatalog();
const good = {
  word: '走南闯北',
  meaning: 'To travel all over the country and see much of the world.',
  characters: ['travel', 'south', 'venture, roam', 'north'],
};

function check(...records: unknown[]) {
  const dir = mkdtempSync(join(tmpdir(), 'english-'));
  const file = join(dir, 'part.jsonl');
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n'));
  return checkEnglishFiles([file], catalog).problems.map((p) => p.message);
}

describe('English record checker', () => {
  it('accepts a good record', () => {
    expect(check(good)).toEqual([]);
  });

  it('refuses Chinese in English fields, a wrong number of senses, unknown words, repeats', () => {
    expect(check({ ...good, meaning: '走遍各地 and more' })[0]).toMatch(/must be English/);
    expect(check({ ...good, characters: ['a', 'b', 'c'] })[0]).toMatch(/characters/);
    expect(check({ ...good, word: '不是成语' })).toEqual(['不是成语 is not in the catalog']);
    expect(check(good, good)).toEqual(['word appears twice']);
    expect(check({ ...good, connotation: 'good' })[0]).toMatch(/connotation/);
  });

  it('refuses a country as a character sense, and translations of what the catalog lacks', () => {
    expect(check({ ...good, characters: ['travel', 'Germany', 'roam', 'north'] })).toEqual([
      'characters[1] (南) names a country: "Germany"',
    ]);
    // 青丝白马 has neither 示例 nor 出处 passage in the catalog.
    const bare = { ...good, word: '青丝白马', example: 'An example.', source: 'A passage.' };
    expect(check(bare)).toEqual([
      'example renders a 示例, but the catalog has none for this idiom',
      'source renders a 出处 passage, but the catalog has none for this idiom',
    ]);
  });
});

describe('our English records (content/english)', () => {
  const { records, problems } = checkEnglishFiles(englishFiles(ENGLISH_DIR), catalog);
  const lessons = new Set(
    lessonFiles(LESSONS_DIR).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { word: string }).word),
    ),
  );

  it('pass every check', () => {
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('give every idiom of the catalog an English record', () => {
    expect(catalog.entries.filter((e) => !records.has(e.word)).map((e) => e.word)).toEqual([]);
    // Lesson idioms' records carry the meaning line, the English sayings and translations.
    expect([...lessons].filter((word) => !records.has(word))).toEqual([]);
  });

  it('give a random 300 idioms an English meaning and no absurd character sense', async () => {
    const content = sharedIdiomContent();
    const generator = new DictionaryGenerator(catalog, content);
    let seed = 20261127;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const sample = Array.from(
      { length: 300 },
      () => catalog.entries[Math.floor(random() * catalog.size)]!,
    );
    let withEnglish = 0;
    for (const entry of sample) {
      const detail = await generator.generate(entry, {
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
      if (detail.english_explanation) withEnglish++;
      const ours = content.english(entry.word) ?? content.lesson(entry.word);
      for (const c of detail.characters)
        if (!ours) expect(isProperNounSense(c.meaning), `${entry.word} ${c.char}`).toBe(false);
      for (const moral of detail.moral) expect(moral.content).not.toMatch(/^释义/);
    }
    expect(withEnglish).toBe(sample.length);
  });
});
