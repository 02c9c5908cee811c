import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  ENGLISH_MEANINGS_DIR,
  ENGLISH_SITUATIONS_DIR,
  loadIdiomTexts,
} from '../search/english/idiom-texts.js';
import { ENGLISH_DIR } from './english-records.js';
import { EnglishRecordSchema, type EnglishRecord } from './english-record-schema.js';
import { LESSONS_DIR } from './lessons.js';
import { jsonlFiles, readRecords } from './jsonl-records.js';
import { LessonSchema, type Lesson } from './lesson-schema.js';

/** Our own texts about an idiom, as the detail composer reads them. */
export interface IdiomContent {
  /** Changes whenever any text does: part of the detail cache key, so edits reach learners. */
  readonly fingerprint: string;
  lesson(word: string): Lesson | undefined;
  /** The words that have a lesson, in file order. */
  words(): string[];
  /** Our plain-English meaning (content/english-meanings). */
  meaning(word: string): string | undefined;
  /** Three everyday situations (content/english-situations). */
  situations(word: string): string | undefined;
  /** Our English record: meaning, character senses, usage labels (content/english; ADR 0130). */
  english(word: string): EnglishRecord | undefined;
}

export interface ContentDirs {
  lessons: string;
  meanings: string;
  situations: string;
  english: string;
}

export const DEFAULT_CONTENT_DIRS: ContentDirs = {
  lessons: LESSONS_DIR,
  meanings: ENGLISH_MEANINGS_DIR,
  situations: ENGLISH_SITUATIONS_DIR,
  english: ENGLISH_DIR,
};

/** The texts are read on first use (not at start-up), once per process. */
export function createIdiomContent(dirs: ContentDirs = DEFAULT_CONTENT_DIRS): IdiomContent {
  let loaded:
    | {
        lessons: Map<string, Lesson>;
        meanings: Record<string, string>;
        situations: Record<string, string>;
        english: Map<string, EnglishRecord>;
      }
    | undefined;
  const load = () =>
    (loaded ??= {
      lessons: readRecords(dirs.lessons, LessonSchema),
      meanings: loadIdiomTexts(dirs.meanings),
      situations: loadIdiomTexts(dirs.situations),
      english: readRecords(dirs.english, EnglishRecordSchema),
    });
  let fingerprint: string | undefined;
  return {
    get fingerprint() {
      if (fingerprint === undefined) {
        const hash = createHash('sha1');
        for (const dir of [dirs.lessons, dirs.meanings, dirs.situations, dirs.english])
          for (const file of jsonlFiles(dir)) hash.update(readFileSync(file));
        fingerprint = hash.digest('hex').slice(0, 8);
      }
      return fingerprint;
    },
    lesson: (word) => load().lessons.get(word),
    words: () => [...load().lessons.keys()],
    meaning: (word) => load().meanings[word],
    situations: (word) => load().situations[word],
    english: (word) => load().english.get(word),
  };
}

const shared = new Map<string, IdiomContent>();

/** One reader per set of directories in this process (the texts are read once, on first use). */
export function sharedIdiomContent(dirs: ContentDirs = DEFAULT_CONTENT_DIRS): IdiomContent {
  const key = JSON.stringify(dirs);
  let content = shared.get(key);
  if (!content) shared.set(key, (content = createIdiomContent(dirs)));
  return content;
}

/** No texts at all: the detail is composed from the catalog alone. */
export const NO_CONTENT: IdiomContent = {
  fingerprint: 'none',
  lesson: () => undefined,
  words: () => [],
  meaning: () => undefined,
  situations: () => undefined,
  english: () => undefined,
};
