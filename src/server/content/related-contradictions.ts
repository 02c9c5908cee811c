import type { Lesson } from './lesson-schema.js';

/** Two lessons that disagree about each other: one calls the other similar, the other opposite. */
export interface RelatedContradiction {
  /** The lesson that lists `other` as similar. */
  similarIn: string;
  /** The lesson that lists `similarIn` as opposite. */
  oppositeIn: string;
}

/**
 * Every pair of lessons whose related lists contradict each other (望尘莫及 lists 望其项背 as
 * similar while 望其项背 lists 望尘莫及 as opposite). Meaning is symmetric, so at least one side
 * is wrong; each pair is reported once.
 */
export function findRelatedContradictions(
  lessons: ReadonlyMap<string, Lesson>,
): RelatedContradiction[] {
  const found: RelatedContradiction[] = [];
  for (const [word, lesson] of lessons) {
    for (const other of lesson.related.similar) {
      if (lessons.get(other)?.related.opposite.includes(word))
        found.push({ similarIn: word, oppositeIn: other });
    }
  }
  return found;
}
