import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app';
import { checkEnglishFiles, englishFiles } from './english-check';
import { checkLessonFiles, lessonFiles } from './lesson-check';
import { LESSONS_DIR, loadLessons } from './lessons';
import type { Lesson } from './lesson-schema';

const catalog = testCatalog();
const fixture = (): Lesson =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'lesson-fixture.json'), 'utf8')) as Lesson;

function check(...lessons: unknown[]) {
  const dir = mkdtempSync(join(tmpdir(), 'lessons-'));
  const file = join(dir, 'batch.jsonl');
  writeFileSync(file, lessons.map((l) => JSON.stringify(l)).join('\n'));
  return checkLessonFiles([file], catalog).problems.map((p) => p.message);
}

describe('lesson checker', () => {
  it('accepts a good record', () => {
    expect(check(fixture())).toEqual([]);
  });

  it('rejects a story that does not name the catalog’s source work', () => {
    const lesson = fixture();
    lesson.story = lesson.story.replaceAll('韩非子', 'Han Feizi');
    expect(check(lesson)).toContain("story must name the catalog's source work 韩非子");
  });

  it('rejects related idioms outside the catalog, and the idiom itself', () => {
    const lesson = fixture();
    lesson.related.similar = ['刻舟求剑', '不是成语', '守株待兔'];
    const problems = check(lesson);
    expect(problems).toContain('related idiom 不是成语 is not in the catalog');
    expect(problems).toContain('related lists the idiom itself');
  });

  it('rejects a story outside 80–250 words, an example without the idiom, wrong characters', () => {
    const lesson = fixture();
    // Long enough in characters for the schema, far too few words for a story.
    lesson.story = `守株待兔 comes from the 韩非子. ${'守株待兔'.repeat(60)}`;
    lesson.examples[0]!.zh = '他总是在等待好运气的到来。';
    lesson.characters[1]!.char = '珠';
    const problems = check(lesson);
    expect(problems.some((p) => /^story has \d+ words/.test(p))).toBe(true);
    expect(problems).toContain('example 1 must use 守株待兔');
    expect(problems).toContain('characters spell 守珠待兔, not 守株待兔');
  });

  it('rejects a moral that only restates the dictionary gloss', () => {
    const lesson = fixture();
    lesson.moral = ['to trust to chance rather than show initiative'];
    expect(check(lesson).join('\n')).toMatch(/restates the dictionary gloss|moral\.0/);
  });

  it('rejects two records that share a paragraph', () => {
    const lesson = fixture();
    const copy = { ...fixture(), word: '坐享其成' };
    copy.characters = [...'坐享其成'].map((char) => ({ char, meaning: 'x' }));
    copy.examples = copy.examples.map((e) => ({ ...e, zh: `${e.zh}坐享其成` }));
    copy.story = copy.story.replaceAll('守株待兔', '坐享其成');
    const problems = check(lesson, copy);
    expect(problems.some((p) => p.startsWith('story shares a paragraph with 守株待兔'))).toBe(true);
  });

  it('rejects malformed lines and unknown fields', () => {
    expect(check({ ...fixture(), mood: 'happy' }).join('\n')).toMatch(/mood/);
  });
});

describe('our lessons (content/lessons)', () => {
  const { lessons, problems } = checkLessonFiles(lessonFiles(LESSONS_DIR), catalog);

  it('every record parses and passes every rule against the catalog', () => {
    expect(problems.map((p) => `${p.where}: ${p.message}`)).toEqual([]);
    expect(loadLessons(LESSONS_DIR, catalog).size).toBe(lessons.size);
  });

  it('cover the 2,000 most common idioms and the famous story idioms below them', () => {
    // Words of the catalog that are not chengyu (English records with idiom: false, such as
    // 心力衰竭) get no lesson and do not count among the idioms (ADR 0135).
    const { records } = checkEnglishFiles(
      englishFiles(join(LESSONS_DIR, '..', 'english')),
      catalog,
    );
    const notIdioms = [...records.values()].filter((r) => r.idiom === false).map((r) => r.word);
    expect(notIdioms).toContain('心力衰竭');
    expect(notIdioms.filter((word) => lessons.has(word))).toEqual([]);
    const common = [...catalog.entries]
      .filter((e) => !notIdioms.includes(e.word))
      .sort((a, b) => b.popularity - a.popularity || (a.word < b.word ? -1 : 1))
      .slice(0, 2000);
    expect(common.filter((e) => !lessons.has(e.word)).map((e) => e.word)).toEqual([]);
    for (const word of ['画蛇添足', '刻舟求剑', '对牛弹琴', '井底之蛙', '狐假虎威', '掩耳盗铃'])
      expect(lessons.has(word), word).toBe(true);
    for (const word of ['一石二鸟', '熟能生巧', '九牛一毛', '愚公移山'])
      expect(lessons.has(word), word).toBe(true);
    // Every story names its source work, and most of the common idioms' origins are real stories.
    const told = [...lessons.values()].filter((l) => l.kind === 'story').length;
    expect(told).toBeGreaterThan(300);
  });

  it('tell the stories of the well-known story idioms, with their people and objects', () => {
    const told: [string, RegExp[]][] = [
      ['守株待兔', [/hare|rabbit/i, /stump/i, /Song/]],
      ['画蛇添足', [/snake/i, /wine/i, /feet|legs/i]],
      ['卧薪尝胆', [/Goujian/, /gall|bile/i, /Wu/]],
      ['刻舟求剑', [/boat/i, /sword/i, /Chu/]],
      ['亡羊补牢', [/sheep/i, /pen|fold/i]],
      ['破釜沉舟', [/Xiang Yu/, /boats/i]],
    ];
    for (const [word, facts] of told) {
      const lesson = lessons.get(word);
      expect(lesson, word).toBeDefined();
      expect(lesson!.kind, word).toBe('story');
      for (const fact of facts) expect(lesson!.story, word).toMatch(fact);
    }
  });
});
