import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { CommonnessSchema } from './commonness.js';

export const SearchRequestSchema = z.object({
  query: z
    .string({ error: 'query must be a string' })
    .max(LIMITS.queryMaxLength, `query must be at most ${LIMITS.queryMaxLength} characters`)
    .refine((q) => q.trim().length > 0, 'query must not be blank'),
  page: z.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
  pageSize: z.number({ error: 'pageSize must be a number' }).int().min(1).max(50).default(10),
  type: z.enum(['all', 'chinese', 'pinyin', 'english']).default('all'),
  /**
   * Keep only Very common and Common idioms (ADR 0180); the exact match stays whatever its band.
   * Filtering changes nothing in what the search spends.
   */
  common_only: z.boolean({ error: 'common_only must be a boolean' }).default(false),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

export const SearchResultItemSchema = z.object({
  word: z.string(),
  /** The traditional form (display choice "traditional first", ADR 0185). */
  traditional: z.string().optional(),
  task_id: z.string(),
  pinyin: z.string(),
  explanation: z.string(),
  example: z.string().optional(),
  relevance: z.number().min(0).max(1).optional(),
  first_searched_at: z.string().nullable(),
  /** The idiom's commonness band (docs/catalog.md). */
  commonness: CommonnessSchema,
});
export type SearchResultItem = z.infer<typeof SearchResultItemSchema>;

export const SearchResponseSchema = z.object({
  data: z.array(SearchResultItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  exact_match_count: z.number().int(),
  is_first_search: z.boolean(),
  is_english_query: z.boolean(),
  remaining_searches: z.number().int().nullable(),
  has_subscription: z.boolean(),
  /** search_<uuid>, cancellable through POST /api/search/{id}/cancel */
  search_id: z.string().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const SearchCancelReplySchema = z.object({ cancelled: z.boolean(), search_id: z.string() });

export const RecordViewRequestSchema = z.object({ word: z.string().trim().min(1).max(32) });
export type RecordViewRequest = z.infer<typeof RecordViewRequestSchema>;
export const RecordViewReplySchema = z.object({
  recorded: z.boolean(),
  remaining_searches: z.number().int().nullable(),
  has_subscription: z.boolean(),
});
export type RecordViewReply = z.infer<typeof RecordViewReplySchema>;

/** POST /api/search/cost/: what running these queries and opening these idioms would spend. */
export const SearchCostRequestSchema = z.object({
  queries: z
    .array(
      z
        .string()
        .max(LIMITS.queryMaxLength)
        .refine((q) => q.trim().length > 0, 'queries must not be blank'),
    )
    .max(20)
    .default([]),
  words: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
});
export type SearchCostRequest = z.input<typeof SearchCostRequestSchema>;
export const SearchCostReplySchema = z.object({
  /** Per query, in order: true when running it again today spends nothing. */
  free_queries: z.array(z.boolean()),
  /** Per word, in order: true when opening it today spends nothing. */
  free_words: z.array(z.boolean()),
  remaining_searches: z.number().int().nullable(),
  has_subscription: z.boolean(),
});
export type SearchCostReply = z.infer<typeof SearchCostReplySchema>;
