import type { Catalog } from '../../catalog/load-catalog.js';
import type { SearchData } from '../search-data-types.js';
import type { Hit } from '../search-types.js';
import { createConceptThesaurus } from './concept-thesaurus.js';
import { stem } from './porter-stemmer.js';
import { idfOf, prepareEnglish, preparedKey, type FieldWeights } from './prepared-index.js';
import { analyze, isStopword, phrases, tokenizeWords } from './tokenize.js';
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

function fieldsText(entry: Catalog['entries'][number], data: SearchData | undefined): string {
  return [
    entry.english?.senses.join(' '),
    entry.english?.literal,
    data?.texts.zhGloss[entry.word],
    data?.texts.meanings[entry.word],
    data?.texts.situations[entry.word],
  ].join(' ');
}

/** Dot product of a[ai ..] and b[bi ..] over `dims` values, four at a time (the hot loop of a query). */
function dotAt(a: Float32Array, ai: number, b: Float32Array, bi: number, dims: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 3 < dims; d += 4) {
    s0 += a[ai + d]! * b[bi + d]!;
    s1 += a[ai + d + 1]! * b[bi + d + 1]!;
    s2 += a[ai + d + 2]! * b[bi + d + 2]!;
    s3 += a[ai + d + 3]! * b[bi + d + 3]!;
  }
  for (; d < dims; d++) s0 += a[ai + d]! * b[bi + d]!;
  return s0 + s1 + s2 + s3;
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
  const vectors = loadWordVectors(
    options.vectors > 0 || options.neighbors > 0 || options.rerank > 0 ? data?.vectors : undefined,
  );
  const stored = data?.prepared;
  const prepared =
    stored && stored.key === preparedKey(catalog, options, data?.textsHash)
      ? stored
      : prepareEnglish(catalog, data, vectors, options);
  const { df, postOffsets, postDocs, postWeights, vectorDocs, docVectors, rowOffsets, rowData } =
    prepared;
  const thesaurus = createConceptThesaurus(analyze, (text) =>
    tokenizeWords(text).filter((w) => w.length > 1 && !isStopword(w)),
  );
  const termId = new Map(prepared.terms.map((t, i) => [t, i]));
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

  // Cosines between a query word (its slot in queryRows) and a vocabulary row, memoised for the
  // current query: the candidates share most of their words, so each pair is computed once.
  const vocabularyRows =
    options.rerank > 0 && vectors.dims > 0 ? vectors.matrix.length / vectors.dims : 0;
  const cosineStamp = new Uint32Array(MAX_QUERY_ROWS * vocabularyRows);
  const cosineValue = new Float32Array(MAX_QUERY_ROWS * vocabularyRows);
  let currentQuery = 0;

  /** Σ over query words of idf × best cosine with any of the idiom's words, normalised to 0..1. */
  function alignment(queryRows: { row: number; weight: number }[], doc: number): number {
    const from = rowOffsets[doc]!;
    const to = rowOffsets[doc + 1]!;
    if (to === from) return 0;
    const dims = vectors.dims;
    const m = vectors.matrix;
    let sum = 0;
    let total = 0;
    for (let slot = 0; slot < queryRows.length; slot++) {
      const { row: q, weight } = queryRows[slot]!;
      const cache = slot * vocabularyRows;
      let best = 0;
      for (let k = from; k < to; k++) {
        const r = rowData[k]!;
        let dot: number;
        if (cosineStamp[cache + r] === currentQuery) dot = cosineValue[cache + r]!;
        else {
          dot = dotAt(m, q * dims, m, r * dims, dims);
          cosineStamp[cache + r] = currentQuery;
          cosineValue[cache + r] = dot;
        }
        if (dot > best) best = dot;
      }
      sum += weight * best;
      total += weight;
    }
    return total > 0 ? sum / total : 0;
  }

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

  const index = {
    /** True when the index knows this English word (used to tell "long" the word from "long" the syllable). */
    knows: (word: string) => termId.has(stem(word.toLowerCase())),
    search(query: string): Hit[] {
      const words = [
        ...new Set(tokenizeWords(query).filter((w) => w.length > 1 && !isStopword(w))),
      ];
      const queryPhrases = options.fields.phrases > 0 ? phrases(query) : [];
      // "make up" is all stopwords as words, but a phrase the index knows.
      if (words.length === 0 && queryPhrases.length === 0) return [];
      const queryStems = analyze(query);
      // Words for the query's mean vector: what was typed, plus the thesaurus' concept words, weaker.
      const vectorWords: [string, number][] = words.map((w) => [w, wordIdf(w)]);
      if (options.thesaurusVectors > 0) {
        const typed = new Set(words);
        for (const w of thesaurus.words(queryStems))
          if (!typed.has(w)) vectorWords.push([w, wordIdf(w) * options.thesaurusVectors]);
      }
      const weights = new Map<string, number>();
      const bump = (t: string, w: number) => weights.set(t, Math.max(weights.get(t) ?? 0, w));
      for (const w of words) bump(stem(w), 1);
      if (options.synonyms > 0 && data) {
        for (const w of words)
          for (const s of data.synonyms[w] ?? []) bump(stem(s), options.synonyms);
      }
      if (options.thesaurus > 0)
        for (const [t, w] of thesaurus.expand(queryStems)) bump(t, options.thesaurus * w);
      for (const w of words)
        for (const [s, cos] of neighbours(w)) bump(stem(s), options.neighbors * cos);
      let totalWeight = 0;
      for (const [t, w] of weights) if (w === 1) totalWeight += idf(t);
      for (const p of queryPhrases) bump(p, 1);
      const scores = new Float32Array(n);
      for (const [t, w] of weights) {
        const id = termId.get(t);
        if (id === undefined) continue;
        for (let k = postOffsets[id]!; k < postOffsets[id + 1]!; k++)
          scores[postDocs[k]!]! += w * postWeights[k]!;
      }
      if (options.vectors > 0 && vectors.dims > 0) {
        const q = meanVector(vectors, vectorWords);
        if (q) {
          const dims = vectors.dims;
          for (let i = 0; i < vectorDocs.length; i++) {
            const dot = dotAt(q, 0, docVectors, i * dims, dims);
            // Only closeness well above the background level of unrelated texts counts.
            if (dot > 0.5) scores[vectorDocs[i]!]! += options.vectors * (dot - 0.5) * 2;
          }
        }
      }
      let best = 0;
      for (let i = 0; i < n; i++) {
        if (scores[i]! > 0) scores[i]! *= prior[i]!;
        if (scores[i]! > best) best = scores[i]!;
      }
      if (best === 0) return [];
      const rawBest = best;
      // Sorting every idiom that shares a word would dominate the latency: keep the plausible ones.
      let cut = best * 0.05;
      let hits: Hit[] = [];
      for (let pass = 0; pass < 3; pass++, cut *= 2) {
        hits = [];
        for (let i = 0; i < n; i++)
          if (scores[i]! >= cut) hits.push({ index: i, score: scores[i]! / best });
        if (hits.length <= 4 * options.rerankPool) break;
      }
      hits.sort((a, b) => b.score - a.score);
      hits = hits.slice(0, options.rerankPool);
      // The typed words and the few most specific concept words: alignment costs per query word
      // × candidate, and the concept words' main work is done by the scores above.
      const extra = vectorWords
        .slice(words.length)
        .sort((a, b) => b[1] - a[1])
        .slice(0, THESAURUS_ROWS);
      const queryRows = [...vectorWords.slice(0, words.length), ...extra]
        .flatMap(([w, weight]) => {
          const row = vectors.row(w);
          return row === undefined ? [] : [{ row, weight }];
        })
        .sort((a, b) => b.weight - a.weight)
        .slice(0, MAX_QUERY_ROWS);
      if (options.rerank > 0 && queryRows.length > 0) {
        currentQuery = currentQuery === 0xffffffff ? 1 : currentQuery + 1;
        if (currentQuery === 1) cosineStamp.fill(0);
        for (const h of hits) {
          const pop = entries[h.index]!.popularity;
          h.score += options.rerank * alignment(queryRows, h.index) ** 2 * (0.5 + 0.5 * pop);
        }
        hits.sort((a, b) => b.score - a.score);
      }
      best = hits[0]!.score;
      const top = hits.filter((h) => h.score >= best * RELATIVE_FLOOR).slice(0, MAX_RESULTS);
      // relevance: share of the best score, scaled by how strongly the best hit matches at all.
      const confidence = Math.min(1, rawBest / Math.max(1e-9, totalWeight * 0.6));
      for (const h of top) h.relevance = Math.round((h.score / best) * confidence * 1000) / 1000;
      return top;
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
