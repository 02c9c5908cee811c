import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app';
import { checkLessonFiles, lessonFiles } from './lesson-check';
import type { Lesson } from './lesson-schema';
import { LESSONS_DIR } from './lessons';
import { findRelatedContradictions } from './related-contradictions';

const fixture = (): Lesson =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'lesson-fixture.json'), 'utf8')) as Lesson;

/** A lesson for `word` with the given related lists (the rest does not matter to the rule). */
const lessonFor = (word: string, similar: string[], opposite: string[] = []): Lesson => ({
  ...fixture(),
  word,
  related: { similar, opposite },
});

describe('related contradictions', () => {
  it('finds a pair that one lesson calls similar and the other opposite, once', () => {
    const lessons = new Map([
      ['望尘莫及', lessonFor('望尘莫及', ['望其项背', '自愧不如'])],
      ['望其项背', lessonFor('望其项背', ['并驾齐驱', '不相上下'], ['望尘莫及'])],
    ]);
    expect(findRelatedContradictions(lessons)).toEqual([
      { similarIn: '望尘莫及', oppositeIn: '望其项背' },
    ]);
  });

  it('accepts lists that agree, one-sided links and idioms without a lesson', () => {
    const lessons = new Map([
      ['守株待兔', lessonFor('守株待兔', ['刻舟求剑', '墨守成规'], ['随机应变'])],
      ['刻舟求剑', lessonFor('刻舟求剑', ['守株待兔', '墨守成规'], ['与时俱进'])],
      ['随机应变', lessonFor('随机应变', ['见机行事', '通权达变'])],
    ]);
    expect(findRelatedContradictions(lessons)).toEqual([]);
  });

  it('finds none in our lessons (content/lessons)', () => {
    const { lessons } = checkLessonFiles(lessonFiles(LESSONS_DIR), testCatalog());
    expect(findRelatedContradictions(lessons)).toEqual([]);
  });
});
