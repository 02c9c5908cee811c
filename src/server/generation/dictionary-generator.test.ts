import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app';
import { DictionaryGenerator } from './dictionary-generator';

const generator = new DictionaryGenerator(testCatalog());
const generate = (word: string) => {
  const entry = testCatalog().get(word);
  if (!entry) throw new Error(`${word} is not in the catalog`);
  return generator.generate(entry, {
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
};

describe('dictionary generator', () => {
  it('explains 画蛇添足 with the sense each character has in this idiom', async () => {
    const detail = await generate('画蛇添足');
    expect(detail.characters.map((c) => [c.char, c.pinyin])).toEqual([
      ['画', 'huà'],
      ['蛇', 'shé'],
      ['添', 'tiān'],
      ['足', 'zú'],
    ]);
    expect(detail.characters[3]!.meaning).toMatch(/foot|leg/);
    expect(detail.characters[0]!.meaning).toMatch(/draw/);
    expect(detail.english_explanation).toContain('superfluous');
    expect(detail.comments.literal).toContain('draw legs on a snake');
    expect(detail.story.content.join('\n')).toContain('战国策');
    expect(detail.story.source?.passage).toBe('蛇固无足，子安能为之足？');
    expect(detail.story.source?.passage_pinyin).toContain('shé gù wú zú');
    expect(detail.moral.length).toBeGreaterThanOrEqual(1);
    expect(detail.moral.length).toBeLessThanOrEqual(2);
    expect(detail.usage.length).toBeGreaterThanOrEqual(1);
    for (const usage of detail.usage) {
      expect(usage.example).toContain('画蛇添足');
      expect(usage.example_pinyin).toContain('huà shé tiān zú');
    }
    expect(detail.usage[0]!.example_source).toBe('《花月痕》第五一回');
  });

  it('tells 守株待兔 from 韩非子 with a fitting sense for 株', async () => {
    const detail = await generate('守株待兔');
    expect(detail.characters[1]!.meaning).toMatch(/stump/);
    expect(detail.characters[0]!.meaning).toMatch(/guard/);
    expect(detail.story.content[0]).toContain('Han Feizi');
    expect(detail.story.content.join('\n')).toContain('tree-stump');
    expect(detail.moral[0]!.content).toMatch(/wait/i);
    expect(detail.usage[0]!.example).toContain('守株待兔');
    expect(detail.usage[0]!.example_source).toContain('封神演义');
  });

  it('tells 卧薪尝胆 from 史记 and keeps the English story hint of the gloss', async () => {
    const detail = await generate('卧薪尝胆');
    expect(detail.characters.map((c) => c.meaning).join(' | ')).toMatch(/firewood|brushwood/);
    expect(detail.characters[2]!.meaning).toMatch(/taste/);
    expect(detail.characters[3]!.meaning).toMatch(/gall/);
    expect(detail.story.content[0]).toContain('Records of the Grand Historian');
    expect(detail.story.content.join('\n')).toContain('Goujian');
    expect(detail.moral.length).toBeGreaterThanOrEqual(1);
    for (const moral of detail.moral) expect(moral.content).not.toMatch(/\p{Script=Han}/u);
    expect(detail.usage[0]!.example).toContain('卧薪尝胆');
  });

  it('still gives an idiom without English gloss characters, story, morals and usage', async () => {
    // The most common idiom CC-CEDICT has no entry for, with a source passage and an example.
    const entry = [...testCatalog().entries]
      .filter((e) => !e.english && e.source?.passage && e.source.work && e.example)
      .sort((x, y) => y.popularity - x.popularity)[0]!;
    const detail = await generate(entry.word);
    expect(detail.english_explanation).toBeUndefined();
    expect(detail.characters).toHaveLength(4);
    for (const c of detail.characters) expect(c.meaning).not.toBe('');
    expect(detail.story.source?.work).toBe(entry.source!.work);
    expect(detail.story.content[0]).toContain(entry.source!.work!);
    expect(detail.story.content).toContain(`“${entry.source!.passage}”`);
    // No English: no moral point restating the Chinese; the 释义 is shown as the definition.
    expect(detail.moral).toEqual([]);
    expect(detail.comments.moral).toContain(`释义 (dictionary definition)：${entry.explanationZh}`);
    expect(detail.usage[0]!.example).toBe(entry.example!.text);
    expect(detail.comments.literal).toMatch(/^Character by character: /);
  });

  it('picks the sense that fits the idiom, not the first one listed', async () => {
    // 足 is listed as jù "excessive" first; 画蛇添足 reads zú and is about legs.
    const gloss = testCatalog().characterGloss('足')!;
    expect(Object.keys(gloss.readings)[0]).not.toBe('zu2');
    expect((await generate('画蛇添足')).characters[3]!.meaning).toMatch(/leg|foot/);
  });

  it('leaves out what the data lacks instead of inventing it', async () => {
    const bare = testCatalog().entries.find((e) => !e.source && !e.example && !e.english)!;
    const detail = await generate(bare.word);
    expect(detail.usage).toEqual([]);
    expect(detail.story.source).toBeUndefined();
    expect(detail.story.content[0]).toBe(
      'The dictionary records no classical source for this idiom.',
    );
  });

  it('writes no empty 释义 for word-list idioms that have none', async () => {
    const detail = await generate('一举多得');
    const texts = [
      ...detail.story.content,
      detail.comments.literal,
      detail.comments.story,
      detail.comments.moral,
      ...detail.moral.map((m) => m.content),
    ];
    expect(texts.every((text) => text.trim() !== '' && !/释义：\s*$/.test(text))).toBe(true);
    expect(detail.characters.map((c) => c.char).join('')).toBe('一举多得');
  });

  it('composes every 20th catalog idiom into a valid detail', async () => {
    const entries = testCatalog().entries.filter((_, i) => i % 20 === 0);
    for (const entry of entries) {
      const detail = await generator.generate(entry, {
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
      expect(detail.characters).toHaveLength(4);
      expect(detail.story.kind).toBe('source');
    }
  });

  it('follows the 释义 where it glosses a character, not the first dictionary sense', async () => {
    // 释义: 亡，逃亡，丢失；牢，关牲口的圈 — CC-CEDICT lists 亡 "to die" and 牢 "firm" first.
    const detail = await generate('亡羊补牢');
    expect(detail.characters[0]!.meaning).toMatch(/lose|flee/);
    expect(detail.characters[0]!.meaning).not.toMatch(/die/);
    expect(detail.characters[3]!.meaning).toMatch(/fold|pen|animals/);
    expect(detail.characters[3]!.meaning).not.toMatch(/^firm/);
  });

  it('never gives an idiom a modern sense or a place name for a character', async () => {
    // 前车之鉴: the cart ahead, not a car; 墨守成规: 成 is not "Chengdu".
    expect((await generate('前车之鉴')).characters[1]!.meaning).not.toMatch(/\bcar\b/);
    expect((await generate('墨守成规')).characters[2]!.meaning).not.toMatch(/Chengdu/);
  });

  it('labels the source as a source and keeps the usage to what the dictionary says', async () => {
    const detail = await generate('画蛇添足');
    expect(detail.story.kind).toBe('source');
    expect(detail.usage[0]!.content).not.toMatch(/^Use it to mean/);
  });
});
