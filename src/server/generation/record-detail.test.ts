import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app';
import { createIdiomContent } from '../content/idiom-content';
import { DictionaryGenerator } from './dictionary-generator';

// Our English records (content/english; ADR 0130) as the detail of an idiom without a lesson.
const dir = mkdtempSync(join(tmpdir(), 'english-records-'));
const empty = mkdtempSync(join(tmpdir(), 'no-texts-'));
writeFileSync(
  join(dir, 'part-001.jsonl'),
  [
    {
      word: '根株结盘',
      meaning: 'Ties or interests so tangled together that they are hard to break up.',
      literal: 'roots and trunks knotted together',
      characters: ['root', 'tree trunk', 'to knot', 'to coil'],
      connotation: 'criticism',
      register: 'literary',
      source:
        'Fearing to lose what he had, he would stop at nothing; his ties were rooted and knotted, firm beyond undoing.',
    },
    {
      word: '走南闯北',
      meaning: 'To travel all over the country and see much of the world.',
      characters: ['travel', 'south', 'venture, roam', 'north'],
      connotation: 'neutral',
      register: 'everyday',
      equivalents: ['knock about the world'],
      example:
        'He has travelled all over the country since he was a boy and seen a good deal of the world.',
    },
    {
      word: '心力衰竭',
      meaning: 'Heart failure: the heart can no longer pump enough blood for the body.',
      characters: ['heart', 'strength', 'decline', 'exhausted'],
      idiom: false,
    },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n'),
);
const content = createIdiomContent({
  lessons: empty,
  meanings: empty,
  situations: empty,
  english: dir,
});
const generator = new DictionaryGenerator(testCatalog(), content);
const generate = (word: string) =>
  generator.generate(testCatalog().get(word)!, {
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });

describe('an idiom with our English record', () => {
  it('reads in English: title, characters, moral, the source rendered, the definition kept', async () => {
    const detail = await generate('根株结盘');
    expect(detail.english_explanation).toBe(
      'Ties or interests so tangled together that they are hard to break up',
    );
    expect(detail.characters.map((c) => c.meaning)).toEqual([
      'root',
      'tree trunk',
      'to knot',
      'to coil',
    ]);
    expect(detail.moral.map((m) => m.content)).toEqual([
      'Said in criticism: Ties or interests so tangled together that they are hard to break up.',
    ]);
    expect(detail.story.kind).toBe('source');
    expect(detail.story.content.join('\n')).toContain('In English: “Fearing to lose');
    expect(detail.comments.literal).toContain('Literally “roots and trunks knotted together”');
    expect(detail.comments.moral).toContain('释义 (dictionary definition)：');
    expect(detail.comments.moral).toContain('Criticism (贬义) · literary');
    expect(detail.explanation).toBe(testCatalog().get('根株结盘')!.explanationZh);
  });

  it('says how to use it, with the classical example translated and the English saying', async () => {
    const detail = await generate('走南闯北');
    expect(detail.usage[0]!.content).toBe(
      'Neutral (中性) · everyday speech · Means “To travel all over the country and see much of the world”.',
    );
    expect(detail.usage[0]!.example).toBe(testCatalog().get('走南闯北')!.example!.text);
    expect(detail.usage[0]!.example_translation).toMatch(/^He has travelled/);
    expect(detail.moral[1]!.content).toBe('As English puts it: “knock about the world”.');
  });

  it('tells a learner when a word is not a chengyu', async () => {
    const detail = await generate('心力衰竭');
    expect(detail.comments.moral).toMatch(/^Not a chengyu/);
    expect(detail.english_explanation).toMatch(/^Heart failure/);
  });
});

describe('character senses without a record', () => {
  const plain = new DictionaryGenerator(testCatalog());
  const senses = async (word: string) =>
    (
      await plain.generate(testCatalog().get(word)!, {
        signal: new AbortController().signal,
        onProgress: () => undefined,
      })
    ).characters.map((c) => c.meaning);

  it('never names a country, dynasty or surname from CC-CEDICT', async () => {
    const cases: [string, number, RegExp][] = [
      ['歌功颂德', 3, /Germany|German/],
      ['心猿意马', 2, /Italy|Italian/],
      ['明哲保身', 2, /Bulgaria/],
      ['添砖加瓦', 2, /Canada/],
      ['金戈铁马', 0, /Jurchen|dynasty/],
      ['笑里藏刀', 1, /surname/],
    ];
    for (const [word, at, wrong] of cases) {
      const meaning = (await senses(word))[at]!;
      expect(meaning, `${word} ${word[at]}`).not.toMatch(wrong);
    }
    expect((await senses('歌功颂德'))[3]).toMatch(/virtue/);
  });
});

describe('a character sense for any server code (characterMeaning)', () => {
  it('skips CC-CEDICT senses that only name a country or people', async () => {
    const { characterMeaning } = await import('../catalog/character-meaning');
    expect(characterMeaning(testCatalog(), '德', 'dé')).toBe('virtue');
    expect(characterMeaning(testCatalog(), '意', 'yì')).toBe('idea');
    expect(characterMeaning(testCatalog(), '保', 'bǎo')).toMatch(/^to defend/);
    expect(characterMeaning(testCatalog(), '金', 'jīn')).toBe('gold');
  });
});
