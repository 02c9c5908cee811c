import { z } from 'zod';

/**
 * One record of content/lessons/*.jsonl: our own teaching texts for a common idiom (ADR 0045).
 * The shape is checked here; the cross-checks against the catalog (words exist, the story names
 * the catalog's source work, no shared paragraphs) live in lesson-check.ts.
 */
const HAN_WORD = /^\p{Script=Han}{4}$/u;
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const LessonCharacterSchema = z.strictObject({
  char: z.string().length(1),
  /** The sense of this character in this idiom, in English. */
  meaning: Text(1, 80),
});

export const LessonExampleSchema = z.strictObject({
  /** A modern sentence using the idiom. Pinyin is derived at build time (pinyin-pro). */
  zh: Text(6, 80),
  en: Text(10, 300),
});

export const LessonUsageSchema = z.strictObject({
  connotation: z.enum(['praise', 'criticism', 'neutral']),
  register: z.enum(['everyday', 'formal', 'written', 'literary']),
  /** What it describes: a person, an action, a situation, a feeling, speech or writing… */
  describes: Text(3, 80),
  /** Its usual role in a sentence (predicate, attributive, adverbial…), with a pattern if useful. */
  role: Text(5, 200),
  /** When to use it and when not. */
  when: Text(40, 600),
  /** A common mistake or confusion with a similar idiom, where there is one. */
  confusion: Text(20, 500).optional(),
});

export const LessonSchema = z.strictObject({
  word: z.string().regex(HAN_WORD, 'must be four Han characters'),
  /** story: the origin is a narrative; origin: a line of poetry, an essay, a saying or unknown. */
  kind: z.enum(['story', 'origin']),
  /** Paragraphs separated by a blank line ("\n\n"). */
  story: Text(200, 2200),
  moral: z.array(Text(30, 500)).min(1).max(2),
  usage: LessonUsageSchema,
  examples: z.array(LessonExampleSchema).length(2),
  related: z.strictObject({
    similar: z.array(z.string().regex(HAN_WORD)).min(2).max(4),
    opposite: z.array(z.string().regex(HAN_WORD)).max(2),
  }),
  characters: z.array(LessonCharacterSchema).length(4),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const STORY_WORDS = { story: { min: 80, max: 250 }, origin: { min: 40, max: 250 } } as const;

/** A story's paragraphs: separated by a blank line. */
export const storyParagraphs = (story: string) =>
  story
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const countWords = (text: string) =>
  (text.match(/[A-Za-z0-9'’-]+|\p{Script=Han}+/gu) ?? []).length;
