import type { Catalog } from '../../catalog/load-catalog.js';
import type { SearchData } from '../search-data-types.js';
import type { Hit } from '../search-types.js';
import { alignmentCapacity, createAligner, type QueryRow } from './alignment.js';
import { createConceptThesaurus } from './concept-thesaurus.js';
import { createDotKernel } from './dot-kernel.js';
import { stemmer as stem } from 'stemmer';
import { readQuery, type QueryReading, type QueryTerms } from './query-terms.js';
import { addPostings, addVectorBonus, applyPrior } from './score-loops.js';
import { idfOf, prepareEnglish, preparedKey, type FieldWeights } from './prepared-index.js';
import { createPhraseLookup } from './phrasebook.js';
import { analyze, isStopword, tokenizeWords } from './tokenize.js';
import { topCandidates } from './top-candidates.js';
import { loadWordVectors, meanVector } from './word-vectors.js';

/** Every knob the bench ablates; the defaults are what the server runs. */
export interface EnglishOptions {
  /**
   * BM25F field weights: figurative senses, the literal gloss, the glossed 释义, per-character
   * glosses, our own English meaning (also joins the vector signals when > 0), our everyday
   * situations (also in the document vector), our lessons' stories, morals and example
   * translations (content/lessons), and two-word phrases of the English texts
   * ("make up … mind" → make_up, up_mind).
   */
  fields: FieldWeights;
  /** Weight of a WordNet synonym relative to the word the user typed (0 = off). */
  synonyms: number;
  /** Weight of a term from the hand-written concept thesaurus (0 = off). */
  thesaurus: number;
  /** Weight of the thesaurus' words in the query's mean vector, relative to the typed words (0 = off). */
  thesaurusVectors: number;
  /** Weight of the word-vector cosine between query and idiom (0 = off). */
  vectors: number;
  /** Weight of word-vector neighbours of each query word found in the index vocabulary (0 = off). */
  neighbors: number;
  /** Weight of the re-ranking of the best candidates by word-by-word vector alignment (0 = off). */
  rerank: number;
  /** How many of the best candidates the re-rank looks at. */
  rerankPool: number;
  /** Prior: scores × e^(popularity × this) (0 = off). */
  popularity: number;
  k1: number;
  b: number;
}

export const DEFAULT_ENGLISH_OPTIONS: EnglishOptions = {
  fields: {
    senses: 1,
    literal: 0.5,
    zh: 0.3,
    chars: 0.3,
    meaning: 2,
    situations: 1,
    lessons: 1,
    phrases: 1,
  },
  synonyms: 0.35,
  thesaurus: 0.4,
  thesaurusVectors: 0.1,
  vectors: 2,
  neighbors: 0,
  rerank: 2,
  rerankPool: 80,
  popularity: 2,
  k1: 1.2,
  b: 0.6,
};

/** English results below this share of the best score are noise, and at most this many are kept. */
const RELATIVE_FLOOR = 0.2;
const MAX_RESULTS = 100;
const NEIGHBOURS = 6;
const NEIGHBOUR_MIN = 0.55;
const THESAURUS_ROWS = 4;
/** Query words (typed + concept) the alignment re-rank looks at; a longer query keeps its rarest. */
const MAX_QUERY_ROWS = 24;
/** Relevance of an idiom named by an English saying the query holds whole (the exact one reads 1). */
const PHRASE_NEAR = 0.8;
/** Score added (as a share of the best word match) to an idiom whose English saying the query holds. */
const PHRASE_NEAR_BONUS = 0.5;
/** Word matches never read as certain as a named English saying. */
const RELEVANCE_CAP = 0.9;

function fieldsText(entry: Catalog['entries'][number], data: SearchData | undefined): string {
  return [
    entry.english?.senses.join(' '),
    entry.english?.literal,
    data?.texts.zhGloss[entry.word],
    data?.texts.meanings[entry.word],
    data?.texts.situations[entry.word],
  ].join(' ');
}

/**
 * The English ranking over the catalog. The query-independent part comes from the artifact when
 * it was built for this catalog and these options (`data.prepared`), else it is built here.
 */
export function createEnglishIndex(
  catalog: Catalog,
  data: SearchData | undefined,
  options: EnglishOptions = DEFAULT_ENGLISH_OPTIONS,
) {
  const entries = catalog.entries;
  const n = entries.length;
  const vectorData =
    options.vectors > 0 || options.neighbors > 0 || options.rerank > 0 ? data?.vectors : undefined;
  const stored = data?.prepared;
  const prepared =
    stored && stored.key === preparedKey(catalog, options, data?.textsHash)
      ? stored
      : prepareEnglish(catalog, data, loadWordVectors(vectorData), options);
  const { df, postOffsets, postDocs, postWeights, vectorDocs, rowOffsets, rowData } = prepared;
  const dims = vectorData?.dims ?? 0;
  // The word vectors, the document vectors and the per-query tables of the two hot loops (the
  // document-vector scan and the alignment re-rank) live in the dot kernel's memory (ADR 0110).
  const capacity = alignmentCapacity(rowOffsets, options.rerankPool, vectorData?.words.length ?? 0);
  const kernel = createDotKernel(
    dims,
    {
      words: vectorData?.data.length ?? 0,
      docs: dims > 0 ? prepared.docVectors.length : 0,
      query: dims,
      queryRows: MAX_QUERY_ROWS * dims,
    },
    { docDots: dims > 0 ? vectorDocs.length : 0, cosines: MAX_QUERY_ROWS * capacity },
  );
  const vectors = loadWordVectors(vectorData, vectorData && kernel.floats.words);
  const docVectors = kernel.floats.docs;
  if (dims > 0) docVectors.set(prepared.docVectors);
  const thesaurus = createConceptThesaurus(analyze, (text) =>
    tokenizeWords(text).filter((w) => w.length > 1 && !isStopword(w)),
  );
  const termId = new Map(prepared.terms.map((t, i) => [t, i]));
  const phraseLookup = createPhraseLookup(data?.phrasebook ?? {});
  // The popularity prior depends on the idiom alone: computed once, not per query and idiom.
  const prior = Float64Array.from(entries, (e) => Math.exp(options.popularity * e.popularity));
  const idf = (t: string) => idfOf(n, df[termId.get(t) ?? -1] ?? 0);
  const maxIdf = idfOf(n, 0);
  const wordIdf = (w: string) => (termId.has(stem(w)) ? idf(stem(w)) : maxIdf / 2);

  // The index's own words with a vector: a query word's nearest ones stand in for it (soft matching).
  const vocabWords =
    options.neighbors <= 0
      ? []
      : [...new Set(entries.flatMap((e) => tokenizeWords(fieldsText(e, data))))].filter(
          (w) => w.length > 2 && !isStopword(w) && vectors.get(w) && termId.has(stem(w)),
        );
  const vocabMatrix = new Float32Array(
    options.neighbors > 0 ? vocabWords.length * vectors.dims : 0,
  );
  if (options.neighbors > 0)
    vocabWords.forEach((w, i) => vocabMatrix.set(vectors.get(w)!, i * vectors.dims));

  const align = createAligner(
    {
      dims,
      matrix: vectors.matrix,
      queryBlock: kernel.floats.queryRows,
      cosines: kernel.doubles.cosines,
      dots: kernel.dots,
    },
    rowOffsets,
    rowData,
    MAX_QUERY_ROWS,
  );
  // One score per idiom, and room to list candidates: cleared for each query, not allocated.
  const scores = new Float32Array(n);
  const candidateList = new Int32Array(n);

  function neighbours(word: string): [string, number][] {
    const q = vectors.get(word);
    if (!q || options.neighbors <= 0) return [];
    const dims = vectors.dims;
    const best: [string, number][] = [];
    for (let i = 0; i < vocabWords.length; i++) {
      let dot = 0;
      const base = i * dims;
      for (let d = 0; d < dims; d++) dot += q[d]! * vocabMatrix[base + d]!;
      if (dot < NEIGHBOUR_MIN) continue;
      best.push([vocabWords[i]!, dot]);
    }
    return best.sort((a, b) => b[1] - a[1]).slice(0, NEIGHBOURS);
  }

  const reading: QueryReading = {
    synonyms: options.synonyms,
    thesaurus: options.thesaurus,
    thesaurusVectors: options.thesaurusVectors,
    neighbors: options.neighbors,
    phrases: options.fields.phrases > 0,
    wordnet: data?.synonyms,
    concepts: thesaurus,
    idf,
    wordIdf,
    neighbours,
  };

  // A query's phases are functions of their own: V8 compiles each apart, which costs less CPU in a
  // fresh process than compiling (and after a deopt, recompiling) one long function (ADR 0110).

  /** Every idiom's score for the query (BM25F, the vector signal, the prior); returns the best. */
  function scoreAll({ weights, vectorWords }: QueryTerms): number {
    scores.fill(0);
    for (const [t, w] of weights) {
      const id = termId.get(t);
      if (id !== undefined)
        addPostings(scores, postDocs, postWeights, postOffsets[id]!, postOffsets[id + 1]!, w);
    }
    if (options.vectors > 0 && vectors.dims > 0) {
      const q = meanVector(vectors, vectorWords);
      if (q) {
        const query = kernel.floats.query;
        const dots = kernel.doubles.docDots;
        query.set(q);
        kernel.dots(query, 0, docVectors, 0, vectorDocs.length, dots, 0);
        addVectorBonus(scores, vectorDocs, dots, vectorDocs.length, options.vectors);
      }
    }
    return applyPrior(scores, prior);
  }

  /** Re-ranks the candidates by word-by-word alignment with the query, best first. */
  function rerank(hits: Hit[], { words, vectorWords }: QueryTerms): void {
    // The typed words and the few most specific concept words: alignment costs per query word
    // × candidate, and the concept words' main work is done by the scores above.
    const extra = vectorWords
      .slice(words.length)
      .sort((a, b) => b[1] - a[1])
      .slice(0, THESAURUS_ROWS);
    const queryRows: QueryRow[] = [...vectorWords.slice(0, words.length), ...extra]
      .flatMap(([w, weight]) => {
        const row = vectors.row(w);
        return row === undefined ? [] : [{ row, weight }];
      })
      .sort((a, b) => b.weight - a.weight)
      .slice(0, MAX_QUERY_ROWS);
    if (options.rerank > 0 && queryRows.length > 0) {
      const aligned = align(
        queryRows,
        hits.map((h) => h.index),
      );
      hits.forEach((h, k) => {
        const pop = entries[h.index]!.popularity;
        h.score += options.rerank * aligned[k]! ** 2 * (0.5 + 0.5 * pop);
      });
      hits.sort((a, b) => b.score - a.score);
    }
  }

  /** Is `doc` in the postings of term `id`? (Each list is in document order.) */
  function posted(id: number, doc: number): boolean {
    let lo = postOffsets[id]!;
    let hi = postOffsets[id + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = postDocs[mid]!;
      if (at === doc) return true;
      if (at < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** The share of the typed words' weight (idf) that occurs in the idiom's texts. */
  function coverage(doc: number, typed: { id: number; idf: number }[]): number {
    let found = 0;
    let total = 0;
    for (const { id, idf: weight } of typed) {
      total += weight;
      if (id >= 0 && posted(id, doc)) found += weight;
    }
    return total > 0 ? found / total : 0;
  }

  /** BM25F with the vector signals and the prior, re-ranked; relevance says how well each matches. */
  function rank(terms: QueryTerms): Hit[] {
    const rawBest = scoreAll(terms);
    if (rawBest === 0) return [];
    const hits: Hit[] = topCandidates(scores, rawBest, options.rerankPool, candidateList).map(
      (i) => ({ index: i, score: scores[i]! / rawBest }),
    );
    rerank(hits, terms);
    const best = hits[0]!.score;
    const top = hits.filter((h) => h.score >= best * RELATIVE_FLOOR).slice(0, MAX_RESULTS);
    // Relevance stands on its own (ADR 0138): how much of what was typed the idiom's English
    // holds, scaled by its score against the best. A top hit that matches little reads low.
    const typed = terms.words.map((w) => {
      const id = termId.get(stem(w)) ?? -1;
      return { id, idf: id >= 0 ? idf(stem(w)) : maxIdf };
    });
    for (const h of top) {
      const share = coverage(h.index, typed) * (0.6 + 0.4 * (h.score / best));
      h.relevance = Math.round(Math.min(RELEVANCE_CAP, share) * 1000) / 1000;
    }
    return top;
  }

  const index = {
    /** True when the index knows this English word (used to tell "long" the word from "long" the syllable). */
    knows: (word: string) => termId.has(stem(word.toLowerCase())),
    search(query: string): Hit[] {
      const phrase = phraseLookup(query);
      const terms = readQuery(query, reading);
      const ranked = terms ? rank(terms) : [];
      if (phrase.exact.length === 0 && phrase.near.length === 0) return ranked;
      // An English idiom the query is names its chengyu: they come first. One the query holds
      // whole (or that holds the query) lifts its chengyu among the word matches.
      const exact = new Set(phrase.exact);
      const near = new Set(phrase.near);
      const best = ranked[0]?.score ?? 1;
      const rest = ranked.filter((h) => !exact.has(h.index));
      for (const h of rest) {
        if (!near.has(h.index)) continue;
        h.score += best * PHRASE_NEAR_BONUS;
        h.relevance = Math.max(h.relevance ?? 0, PHRASE_NEAR);
        near.delete(h.index);
      }
      for (const index of near)
        rest.push({ index, score: best * PHRASE_NEAR_BONUS, relevance: PHRASE_NEAR });
      rest.sort((a, b) => b.score - a.score);
      return [
        ...phrase.exact.map((index) => ({ index, score: Infinity, relevance: 1 })),
        ...rest,
      ].slice(0, MAX_RESULTS);
    },
    /**
     * Idioms nearest in meaning to entries[doc] (ADR 0090): the ranking of the idiom's own meaning
     * words as the index holds them (its English senses and our meaning, else its 释义's gloss).
     */
    similar(doc: number): Hit[] {
      const rowWords = data?.vectors.words ?? [];
      const words: string[] = [];
      for (let k = rowOffsets[doc]!; k < rowOffsets[doc + 1]!; k++) {
        const word = rowWords[rowData[k]!];
        if (word) words.push(word);
      }
      if (words.length === 0) return [];
      return index.search(words.slice(0, MAX_QUERY_ROWS).join(' ')).filter((h) => h.index !== doc);
    },
  };
  return index;
}

export type EnglishIndex = ReturnType<typeof createEnglishIndex>;
