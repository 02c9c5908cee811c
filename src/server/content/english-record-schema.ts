import { z } from 'zod';

/**
 * One record of content/english/*.jsonl: our own English for an idiom that has no lesson (or
 * whose lesson lacks a meaning line), written from the catalog's 释义 and 出处 (ADR 0130). Short is
 * fine; wrong is not. The shape is checked here; cross-checks against the catalog live in
 * english-check.ts.
 */
const HAN_WORD = /^\p{Script=Han}{4}$/u;
/** English prose: no Han characters (the Chinese is shown beside it, never inside it). */
const NO_HAN = /^[^\p{Script=Han}]*$/u;
const English = (min: number, max: number) =>
  z.string().trim().min(min).max(max).regex(NO_HAN, 'must be English, without Chinese characters');

export const CONNOTATIONS = ['praise', 'criticism', 'neutral'] as const;
export const REGISTERS = ['everyday', 'formal', 'written', 'literary'] as const;

export const EnglishRecordSchema = z.strictObject({
  word: z.string().regex(HAN_WORD, 'must be four Han characters'),
  /** The figurative meaning in one plain line; the literal picture may follow. */
  meaning: English(8, 220),
  /** The literal picture of the four characters, where it helps. */
  literal: English(3, 140).optional(),
  /** The sense of each of the four characters in this idiom, in order. */
  characters: z.array(English(1, 60)).length(4),
  connotation: z.enum(CONNOTATIONS).optional(),
  register: z.enum(REGISTERS).optional(),
  /** Real English idioms or sayings of the same meaning; never forced. */
  equivalents: z.array(English(3, 80)).min(1).max(3).optional(),
  /** English rendering of the catalog's 示例 (the classical example). */
  example: English(5, 400).optional(),
  /** English rendering of the catalog's 出处 passage. */
  source: English(5, 400).optional(),
  /** False for words in the catalog that are not chengyu (心力衰竭, 超级市场). */
  idiom: z.literal(false).optional(),
});
export type EnglishRecord = z.infer<typeof EnglishRecordSchema>;
