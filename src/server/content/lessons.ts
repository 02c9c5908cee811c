import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../lib/project-root.js';
import { checkLessonFiles, lessonFiles, type LessonCatalog } from './lesson-check.js';
import type { Lesson } from './lesson-schema.js';

/** Our teaching texts for the common idioms (ADR 0045): story, moral, usage, examples, senses. */
export const LESSONS_DIR = join(projectRoot(), 'content', 'lessons');

/**
 * Every lesson record of `dir`, checked against the catalog. A record that breaks a rule stops the
 * build (or the server) with the file, line and rule, rather than reaching a learner.
 */
export function loadLessons(dir: string, catalog: LessonCatalog): Map<string, Lesson> {
  if (!existsSync(dir)) return new Map();
  const { lessons, problems } = checkLessonFiles(lessonFiles(dir), catalog);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((p) => `  ${p.where}: ${p.message}`);
    throw new Error(
      `${problems.length} problem(s) in ${dir} (npx tsx scripts/check-lessons.ts):\n${shown.join('\n')}`,
    );
  }
  return lessons;
}

/** The English a learner might use to describe the idiom's story and lesson, for the search index. */
export function lessonSearchText(lesson: Lesson): string {
  return [lesson.story, ...lesson.moral, ...lesson.examples.map((e) => e.en)].join(' ; ');
}
