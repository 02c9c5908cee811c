import { z } from 'zod';
import { CommonnessSchema } from './commonness.js';
import { CharacterSchema } from './idiom.js';

/** Path parameter of /api/saved/{word}/ and /api/review/{word}/grade/ (URL-encoded Chinese). */
export const StudyWordParamsSchema = z.object({ word: z.string().trim().min(1).max(32) });

/** One saved idiom, as My idioms lists it. */
export const SavedIdiomSchema = z.object({
  word: z.string(),
  traditional: z.string().optional(),
  pinyin: z.string(),
  /** Short English meaning (the Chinese 释义 when the idiom has no English). */
  meaning: z.string(),
  /** ISO time it was saved. */
  saved_at: z.string(),
  commonness: CommonnessSchema,
});
export type SavedIdiom = z.infer<typeof SavedIdiomSchema>;

/** GET /api/saved/: newest first. */
export const SavedListReplySchema = z.object({ items: z.array(SavedIdiomSchema) });
export type SavedListReply = z.infer<typeof SavedListReplySchema>;

/** PUT /api/saved/{word}/ (idempotent: saving again keeps the first saved_at). */
export const SaveReplySchema = z.object({ saved: z.literal(true), item: SavedIdiomSchema });
export type SaveReply = z.infer<typeof SaveReplySchema>;

/** DELETE /api/saved/{word}/: removed is false when it was not saved (still 200). */
export const UnsaveReplySchema = z.object({ removed: z.boolean() });
export type UnsaveReply = z.infer<typeof UnsaveReplySchema>;

/** POST /api/saved/import/: why a listed word was not saved. */
export const SkippedWordSchema = z.object({
  /** As written in the file. */
  entry: z.string(),
  reason: z.enum(['not_in_catalog', 'not_an_idiom', 'duplicate']),
  detail: z.string(),
});
export type SkippedWord = z.infer<typeof SkippedWordSchema>;

/** POST /api/saved/import/: the chengyu saved now, and the entries skipped (at most 500 listed). */
export const ImportReplySchema = z.object({
  format: z.enum(['pleco', 'list']),
  imported: z.array(SavedIdiomSchema),
  skipped: z.array(SkippedWordSchema),
  skipped_count: z.number().int(),
});
export type ImportReply = z.infer<typeof ImportReplySchema>;

export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export const ReviewGradeSchema = z.enum(REVIEW_GRADES);
export type ReviewGrade = z.infer<typeof ReviewGradeSchema>;

export const GradeRequestSchema = z.object({
  grade: ReviewGradeSchema,
  /**
   * The client's own id for this one grade (a UUID, ADR 0191). Sending the same id again, e.g. a
   * grade queued offline and retried, answers with the first result and applies nothing twice.
   */
  grade_id: z.uuid().optional(),
});
export type GradeRequest = z.infer<typeof GradeRequestSchema>;

/** ts-fsrs card states, by name. */
export const CardStateSchema = z.enum(['new', 'learning', 'review', 'relearning']);
export type CardState = z.infer<typeof CardStateSchema>;

/**
 * characters_to_meaning: show the idiom, recall its meaning; meaning_to_characters: show the
 * English meaning, recall the idiom; missing_character: one character blanked, pick it from four.
 */
export const CardKindSchema = z.enum([
  'characters_to_meaning',
  'meaning_to_characters',
  'missing_character',
]);
export type CardKind = z.infer<typeof CardKindSchema>;

/** The FSRS schedule of one card (ADR 0092). Times are ISO strings. */
export const ReviewScheduleSchema = z.object({
  state: CardStateSchema,
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number().int(),
  scheduled_days: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  last_review: z.string().nullable(),
});
export type ReviewSchedule = z.infer<typeof ReviewScheduleSchema>;

export const ReviewCardSchema = z.object({
  word: z.string(),
  traditional: z.string().optional(),
  pinyin: z.string(),
  meaning: z.string(),
  characters: z.array(CharacterSchema),
  kind: CardKindSchema,
  /** missing_character only: which character (0–3) is blanked and four choices, one right. */
  missing: z
    .object({
      index: z.number().int().min(0).max(3),
      choices: z.array(z.string()),
      /** Each choice's traditional form, in the same order (display choice "traditional first"). */
      traditional_choices: z.array(z.string()).optional(),
    })
    .optional(),
  schedule: ReviewScheduleSchema,
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

/** due: reviewed before and due now; new: never reviewed; learned: reviewed and not due yet. */
export const ReviewCountsSchema = z.object({
  due: z.number().int(),
  new: z.number().int(),
  learned: z.number().int(),
});
export type ReviewCounts = z.infer<typeof ReviewCountsSchema>;

/** Consecutive UTC days with at least one review, up to today (or yesterday if none yet today). */
export const ReviewStreakSchema = z.object({
  days: z.number().int(),
  reviewed_today: z.boolean(),
});
export type ReviewStreak = z.infer<typeof ReviewStreakSchema>;

/** GET /api/review/due/: due cards first (most overdue first), then new ones (oldest saved first). */
export const ReviewDueReplySchema = z.object({
  cards: z.array(ReviewCardSchema),
  counts: ReviewCountsSchema,
  streak: ReviewStreakSchema,
  /** The server's time, ISO: compare due times with it, not with the device clock. */
  now: z.string(),
});
export type ReviewDueReply = z.infer<typeof ReviewDueReplySchema>;

/** POST /api/review/{word}/grade/ */
export const GradeReplySchema = z.object({
  word: z.string(),
  grade: ReviewGradeSchema,
  schedule: ReviewScheduleSchema,
  counts: ReviewCountsSchema,
  streak: ReviewStreakSchema,
  /** True when this grade_id was already applied: the schedule is the one it produced then. */
  replayed: z.boolean().optional(),
});
export type GradeReply = z.infer<typeof GradeReplySchema>;
