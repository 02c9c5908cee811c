import { z } from 'zod';
import { TASK_STATUSES } from '../constants.js';
import { CommonnessSchema } from './commonness.js';

export const CharacterSchema = z.object({
  char: z.string(),
  pinyin: z.string(),
  meaning: z.string(),
});
export type Character = z.infer<typeof CharacterSchema>;

/**
 * story: our telling of the tale behind the idiom; origin: our account of a non-narrative origin
 * (a line of poetry, a saying); source: only the dictionary's citation, not presented as a story.
 */
export const StoryKindSchema = z.enum(['story', 'origin', 'source']);

export const StorySchema = z.object({
  id: z.string(),
  kind: StoryKindSchema.optional(),
  /** Paragraphs, in reading order. */
  content: z.array(z.string()),
  /** Structured source facts when known. */
  source: z
    .object({
      work: z.string().optional(),
      author: z.string().optional(),
      era: z.string().optional(),
      passage: z.string().optional(),
      passage_pinyin: z.string().optional(),
    })
    .optional(),
});
export const MoralSchema = z.object({ id: z.string(), content: z.string() });
export const UsageSchema = z.object({
  id: z.string(),
  content: z.string(),
  example: z.string(),
  example_pinyin: z.string().optional(),
  example_source: z.string().optional(),
  /** English translation of a modern example sentence. */
  example_translation: z.string().optional(),
});
export const CommentsSchema = z.object({
  literal: z.string(),
  story: z.string(),
  moral: z.string(),
});

/** A related idiom as a mind-map node shows it: enough to label it and to open it. */
export const RelatedIdiomSchema = z.object({
  word: z.string(),
  traditional: z.string().optional(),
  pinyin: z.string(),
  /** A short English meaning (or the Chinese 释义 when the idiom has no English). */
  meaning: z.string(),
});
export type RelatedIdiom = z.infer<typeof RelatedIdiomSchema>;

/** A common idiom sharing a character with the open one; `character` is the shared one. */
export const SameCharacterIdiomSchema = RelatedIdiomSchema.extend({ character: z.string() });
export type SameCharacterIdiom = z.infer<typeof SameCharacterIdiomSchema>;

export const RELATED_LIMITS = { similar: 5, opposite: 3, same_character: 4 } as const;

/** ADR 0090: near and opposite meanings from our lessons, else from the English index; shared characters. */
export const RelatedIdiomsSchema = z.object({
  similar: z.array(RelatedIdiomSchema).max(RELATED_LIMITS.similar),
  opposite: z.array(RelatedIdiomSchema).max(RELATED_LIMITS.opposite),
  same_character: z.array(SameCharacterIdiomSchema).max(RELATED_LIMITS.same_character),
});
export type RelatedIdioms = z.infer<typeof RelatedIdiomsSchema>;

export const IdiomDetailSchema = z.object({
  word: z.string(),
  traditional: z.string().optional(),
  pinyin: z.string(),
  english_explanation: z.string().optional(),
  explanation: z.string().optional(),
  characters: z.array(CharacterSchema),
  story: StorySchema,
  moral: z.array(MoralSchema),
  usage: z.array(UsageSchema),
  comments: CommentsSchema,
  task_id: z.string().optional(),
  remaining_searches: z.number().int().nullable().optional(),
  has_subscription: z.boolean().optional(),
  first_searched_at: z.string().nullable().optional(),
  generator: z.string().optional(),
  /** Related idioms (ADR 0090); the server always sends it, added per request, never cached. */
  related: RelatedIdiomsSchema.optional(),
  /** Commonness band from the catalog (ADR 0180); the server always sends it, added like related. */
  commonness: CommonnessSchema.optional(),
});
export type IdiomDetail = z.infer<typeof IdiomDetailSchema>;

/** What a generator produces: the detail without per-request fields (related is added per request). */
export const GeneratedDetailSchema = IdiomDetailSchema.omit({
  related: true,
  commonness: true,
  task_id: true,
  remaining_searches: true,
  has_subscription: true,
  first_searched_at: true,
});
export type GeneratedDetail = z.infer<typeof GeneratedDetailSchema>;

export const BasicInfoSchema = z.object({
  word: z.string(),
  pinyin: z.string(),
  explanation: z.string(),
});

/** 503 / failure reply of GET /api/idioms/{word}/ */
export const IdiomFailureSchema = z.object({
  error: z.string(),
  word: z.string(),
  task_id: z.string().optional(),
  cancelled: z.boolean().optional(),
  basic_info: BasicInfoSchema.optional(),
});
export type IdiomFailure = z.infer<typeof IdiomFailureSchema>;

export const IdiomDetailQuerySchema = z.object({ task_id: z.string().min(1).max(100).optional() });

export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const ProgressReplySchema = z.object({
  status: TaskStatusSchema,
  progress: z.number().min(0).max(100),
  message: z.string().nullable(),
  error: z.string().nullable(),
});
export type ProgressReply = z.infer<typeof ProgressReplySchema>;

export const CancelByWordRequestSchema = z.object({ word: z.string().trim().min(1).max(32) });
export const CancelReplySchema = z.object({
  cancelled: z.boolean(),
  task_ids: z.array(z.string()),
});

export const FunFactSchema = z.object({ word: z.string(), literal: z.string() });
export type FunFact = z.infer<typeof FunFactSchema>;

export const DailyIdiomSchema = z.object({
  word: z.string(),
  traditional: z.string().optional(),
  pinyin: z.string(),
  explanation: z.string(),
  story: z.string(),
  usage: z.object({ example: z.string() }),
  characters: z.array(CharacterSchema),
  date: z.string(),
  /** The server always sends it; the client's built-in fallback idioms have none. */
  commonness: CommonnessSchema.optional(),
});
export type DailyIdiom = z.infer<typeof DailyIdiomSchema>;

/** POST /api/idioms/create_daily_idiom/ wraps the idiom as data.data (SPEC §7). */
export const CreateDailyReplySchema = z.object({ data: z.object({ data: DailyIdiomSchema }) });
