import type { CatalogEntry } from '../catalog/catalog-types.js';
import { checkRecordFiles, jsonlFiles } from './jsonl-records.js';
import {
  countWords,
  LessonSchema,
  STORY_WORDS,
  storyParagraphs,
  type Lesson,
} from './lesson-schema.js';

export interface LessonCatalog {
  get(word: string): CatalogEntry | undefined;
}


/** The title a story must name: the catalog's work up to its first "·" (史记·项羽本纪 → 史记). */
export const workTitle = (work: string) => work.split('·')[0]!.trim();

/** Checks one record against the catalog; returns what is wrong (empty when it is good). */
export function checkLesson(lesson: Lesson, catalog: LessonCatalog): string[] {
  const problems: string[] = [];
  const entry = catalog.get(lesson.word);
  if (!entry) return [`${lesson.word} is not in the catalog`];

  const chars = lesson.characters.map((c) => c.char).join('');
  if (chars !== lesson.word) problems.push(`characters spell ${chars}, not ${lesson.word}`);

  const words = countWords(lesson.story);
  const bounds = STORY_WORDS[lesson.kind];
  if (words < bounds.min || words > bounds.max)
    problems.push(`story has ${words} words; a ${lesson.kind} needs ${bounds.min}–${bounds.max}`);
  const work = entry.source?.work;
  if (lesson.kind === 'story' && !work)
    problems.push('kind "story" needs a source work in the catalog; use kind "origin"');
  if (work && !lesson.story.includes(workTitle(work)))
    problems.push(`story must name the catalog's source work ${workTitle(work)}`);
  if (!lesson.story.includes(lesson.word)) problems.push('story must quote the idiom itself');
  const everything = JSON.stringify(lesson);
  if (/\bcatalog(ue)?\b/i.test(everything))
    problems.push(
      'texts must not mention our "catalog": learners never see it; say "the source" or name the work',
    );

  const gloss = (entry.english?.senses ?? []).map((s) => s.toLowerCase().replace(/\.$/, ''));
  for (const moral of lesson.moral) {
    const plain = moral.toLowerCase().replace(/\.$/, '').trim();
    if (gloss.includes(plain)) problems.push(`moral restates the dictionary gloss: ${moral}`);
    if (entry.explanationZh && moral.includes(entry.explanationZh))
      problems.push('moral quotes the 释义');
  }

  lesson.examples.forEach((example, i) => {
    if (!example.zh.includes(lesson.word))
      problems.push(`example ${i + 1} must use ${lesson.word}`);
  });

  const related = [...lesson.related.similar, ...lesson.related.opposite];
  if (new Set(related).size !== related.length) problems.push('related idioms repeat');
  for (const word of related) {
    if (word === lesson.word) problems.push('related lists the idiom itself');
    else if (!catalog.get(word)) problems.push(`related idiom ${word} is not in the catalog`);
  }
  return problems;
}

/** Reads and checks every line of the given files; also across files (duplicates, shared text). */
export function checkLessonFiles(files: string[], catalog: LessonCatalog) {
  const paragraphOwner = new Map<string, string>();
  const { records: lessons, problems } = checkRecordFiles(files, LessonSchema, (lesson) => {
    const messages = checkLesson(lesson, catalog);
    for (const paragraph of storyParagraphs(lesson.story)) {
      const owner = paragraphOwner.get(paragraph);
      if (owner && owner !== lesson.word) messages.push(`story shares a paragraph with ${owner}`);
      paragraphOwner.set(paragraph, lesson.word);
    }
    return messages;
  });
  return { lessons, problems };
}

export const lessonFiles = jsonlFiles;
