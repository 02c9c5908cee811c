import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Count {
  count: number | string;
}
// chinese-lexicon's statistics modules load on their own, without its slow full index.
const { bookWordFrequencies } = require('chinese-lexicon/statistics/bookWordFrequency.js') as {
  bookWordFrequencies: Record<string, Count>;
};
const { movieWordFrequencies } = require('chinese-lexicon/statistics/movieWordFrequency.js') as {
  movieWordFrequencies: Record<string, Count>;
};
const bookCharFrequencies = require('chinese-lexicon/statistics/bookCharFrequency.js') as Record<
  string,
  Count
>;

const logCount = (table: Record<string, Count>, key: string) =>
  Math.log1p(Number(table[key]?.count ?? 0) || 0);
const maxLog = (table: Record<string, Count>) =>
  Math.max(...Object.values(table).map((entry) => Math.log1p(Number(entry.count) || 0)));

const MAX_BOOK_WORD = maxLog(bookWordFrequencies);
const MAX_MOVIE_WORD = maxLog(movieWordFrequencies);
const MAX_BOOK_CHAR = maxLog(bookCharFrequencies);

/** Idioms sit far below the most common words, so word frequency is rescaled over idioms only. */
export interface PopularityInput {
  word: string;
  inCedict: boolean;
}

/**
 * 0..1 ranking signal:
 * 0.65 × word frequency (BLCU book corpus and SUBTLEX-CH film subtitles, log scale, whichever is
 * higher, rescaled so the most frequent idiom is 1), 0.2 × CC-CEDICT presence (a curated
 * dictionary lists the commonly used idioms), 0.15 × mean character frequency (Jun Da's corpus,
 * log scale) to order the long tail that no corpus counts.
 */
export function scorePopularity(inputs: readonly PopularityInput[]): number[] {
  const wordScores = inputs.map(({ word }) =>
    Math.max(
      logCount(bookWordFrequencies, word) / MAX_BOOK_WORD,
      logCount(movieWordFrequencies, word) / MAX_MOVIE_WORD,
    ),
  );
  const topWord = Math.max(...wordScores, Number.EPSILON);
  return inputs.map(({ word, inCedict }, index) => {
    const chars = [...word];
    const charScore =
      chars.reduce((sum, char) => sum + logCount(bookCharFrequencies, char), 0) /
      chars.length /
      MAX_BOOK_CHAR;
    const score =
      0.65 * (wordScores[index]! / topWord) + 0.2 * (inCedict ? 1 : 0) + 0.15 * charScore;
    return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
  });
}
