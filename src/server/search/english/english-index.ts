import type { Catalog } from '../../catalog/load-catalog.js';
import { parseSyllable } from '../pinyin.js';
import type { SearchData } from '../search-data-types.js';
import type { Hit } from '../search-types.js';
import { stem } from './porter-stemmer.js';
import { analyze, isStopword, tokenizeWords } from './tokenize.js';
import { loadWordVectors, meanVector } from './word-vectors.js';

/** Every knob the bench ablates; the defaults are what the server runs. */
export interface EnglishOptions {
  /** BM25F field weights: figurative senses, the literal gloss, the glossed 释义, per-character glosses. */
  fields: { senses: number; literal: number; zh: number; chars: number };
  /** Weight of a WordNet synonym relative to the word the user typed (0 = off). */
  synonyms: number;
  /** Weight of the word-vector cosine between query and idiom (0 = off). */
  vectors: number;
  /** Weight of word-vector neighbours of each query word found in the index vocabulary (0 = off). */
  neighbors: number;
  /** Weight of the re-ranking of the best candidates by word-by-word vector alignment (0 = off). */
  rerank: number;
  /** Prior: scores × e^(popularity × this) (0 = off). */
  popularity: number;
  k1: number;
  b: number;
}

export const DEFAULT_ENGLISH_OPTIONS: EnglishOptions = {
  fields: { senses: 1, literal: 0.5, zh: 0.3, chars: 0.3 },
  synonyms: 0.35,
  vectors: 2,
  neighbors: 0,
  rerank: 1,
  popularity: 2,
  k1: 1.2,
  b: 0.6,
};

const FIELDS = ['senses', 'literal', 'zh', 'chars'] as const;
type Field = (typeof FIELDS)[number];
/** English results below this share of the best score are noise, and at most this many are kept. */
const RELATIVE_FLOOR = 0.2;
const MAX_RESULTS = 100;
const NEIGHBOURS = 6;
const RERANK_POOL = 200;
const VECTOR_MIN_POPULARITY = 0.5;
const NEIGHBOUR_MIN = 0.55;

function fieldsText(entry: Catalog['entries'][number], data: SearchData | undefined): string {
  return [entry.english?.senses.join(' '), entry.english?.literal, data?.zhGloss[entry.word]].join(
    ' ',
  );
}

function characterWords(
  catalog: Catalog,
  entry: Catalog['entries'][number],
  cache: Map<string, string>,
): string {
  return entry.characters
    .map((c) => {
      const key = c.char + c.pinyin;
      const known = cache.get(key);
      if (known !== undefined) return known;
      const words = characterGloss(catalog, c);
      cache.set(key, words);
      return words;
    })
    .join(' ; ');
}

/** The first CC-CEDICT sense of the character in the reading this idiom uses. */
function characterGloss(
  catalog: Catalog,
  c: Catalog['entries'][number]['characters'][number],
): string {
  const gloss = catalog.characterGloss(c.char);
  if (!gloss) return '';
  const syl = parseSyllable(c.pinyin);
  const reading =
    gloss.readings[`${syl.base.replace('v', 'u:')}${syl.tone ?? 5}`] ??
    Object.values(gloss.readings)[0];
  return reading?.[0] ?? '';
}

export function createEnglishIndex(
  catalog: Catalog,
  data: SearchData | undefined,
  options: EnglishOptions = DEFAULT_ENGLISH_OPTIONS,
) {
  const entries = catalog.entries;
  const n = entries.length;
  const charCache = new Map<string, string>();
  const docs: Record<Field, string[]>[] = entries.map((entry) => ({
    senses: analyze(entry.english?.senses.join(' ; ') ?? ''),
    literal: analyze(entry.english?.literal ?? ''),
    zh: analyze(data?.zhGloss[entry.word] ?? ''),
    chars: options.fields.chars > 0 ? analyze(characterWords(catalog, entry, charCache)) : [],
  }));
  const avgLen = Object.fromEntries(
    FIELDS.map((f) => [f, Math.max(1, docs.reduce((s, d) => s + d[f].length, 0) / n)]),
  ) as Record<Field, number>;

  // Document frequency over the union of fields, then one precomputed weight per (term, doc).
  const df = new Map<string, number>();
  for (const d of docs)
    for (const t of new Set(FIELDS.flatMap((f) => d[f]))) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => {
    const f = df.get(t) ?? 0;
    return Math.log(1 + (n - f + 0.5) / (f + 0.5));
  };
  const postings = new Map<string, { docs: number[]; weights: number[] }>();
  docs.forEach((d, doc) => {
    const tf = new Map<string, number>();
    for (const f of FIELDS) {
      const norm = 1 - options.b + (options.b * d[f].length) / avgLen[f];
      for (const t of d[f]) tf.set(t, (tf.get(t) ?? 0) + options.fields[f] / norm);
    }
    for (const [t, x] of tf) {
      let p = postings.get(t);
      if (!p) postings.set(t, (p = { docs: [], weights: [] }));
      p.docs.push(doc);
      p.weights.push((idf(t) * x) / (options.k1 + x));
    }
  });

  const vectors = loadWordVectors(
    options.vectors > 0 || options.neighbors > 0 ? data?.vectors : undefined,
  );
  const maxIdf = Math.log(1 + (n + 0.5) / 0.5);
  const wordIdf = (w: string) => (df.has(stem(w)) ? idf(stem(w)) : maxIdf / 2);
  // Only idioms people are likely to describe get a vector (English gloss or fairly common): the
  // scan over them is the costliest step of a query, and obscure ones still match by their words.
  const vectorDocs =
    options.vectors > 0 && vectors.dims > 0
      ? entries.flatMap((e, i) => (e.english || e.popularity >= VECTOR_MIN_POPULARITY ? [i] : []))
      : [];
  const docVectors = new Float32Array(vectors.dims * vectorDocs.length);
  const hasVector = new Uint8Array(vectorDocs.length);
  if (vectorDocs.length > 0) {
    vectorDocs.forEach((doc, i) => {
      const entry = entries[doc]!;
      const text = [
        entry.english?.senses.join(' '),
        entry.english?.literal,
        data?.zhGloss[entry.word],
      ].join(' ');
      const words = tokenizeWords(text).filter((w) => !isStopword(w));
      const v = meanVector(
        vectors,
        words.map((w) => [w, wordIdf(w)] as [string, number]),
      );
      if (v) {
        docVectors.set(v, i * vectors.dims);
        hasVector[i] = 1;
      }
    });
  }

  // The index's own words with a vector: a query word's nearest ones stand in for it (soft matching).
  const vocabWords =
    options.neighbors <= 0
      ? []
      : [...new Set(entries.flatMap((e) => tokenizeWords(fieldsText(e, data))))].filter(
          (w) => w.length > 2 && !isStopword(w) && vectors.get(w) && df.has(stem(w)),
        );
  const vocabMatrix = new Float32Array(
    options.neighbors > 0 ? vocabWords.length * vectors.dims : 0,
  );
  if (options.neighbors > 0)
    vocabWords.forEach((w, i) => vocabMatrix.set(vectors.get(w)!, i * vectors.dims));

  // Each idiom's meaning words as vector rows: the clean English senses when it has them, else the 释义 gloss.
  const docRows: Int32Array[] = entries.map((entry) => {
    if (options.rerank <= 0 || vectors.dims === 0) return new Int32Array(0);
    const text = entry.english
      ? [entry.english.senses.join(' '), entry.english.literal].join(' ')
      : (data?.zhGloss[entry.word] ?? '');
    const rows = new Set<number>();
    for (const w of tokenizeWords(text)) {
      if (w.length < 2 || isStopword(w)) continue;
      const r = vectors.row(w);
      if (r !== undefined) rows.add(r);
    }
    return Int32Array.from(rows);
  });

  /** Σ over query words of idf × best cosine with any of the idiom's words, normalised to 0..1. */
  function alignment(queryRows: { row: number; weight: number }[], doc: number): number {
    const rows = docRows[doc]!;
    if (rows.length === 0) return 0;
    const dims = vectors.dims;
    const m = vectors.matrix;
    let sum = 0;
    let total = 0;
    for (const { row: q, weight } of queryRows) {
      let best = 0;
      for (const r of rows) {
        let dot = 0;
        for (let d = 0; d < dims; d++) dot += m[q * dims + d]! * m[r * dims + d]!;
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

  return {
    /** True when the index knows this English word (used to tell "long" the word from "long" the syllable). */
    knows: (word: string) => df.has(stem(word.toLowerCase())),
    search(query: string): Hit[] {
      const words = [
        ...new Set(tokenizeWords(query).filter((w) => w.length > 1 && !isStopword(w))),
      ];
      if (words.length === 0) return [];
      const weights = new Map<string, number>();
      const bump = (t: string, w: number) => weights.set(t, Math.max(weights.get(t) ?? 0, w));
      for (const w of words) bump(stem(w), 1);
      if (options.synonyms > 0 && data) {
        for (const w of words)
          for (const s of data.synonyms[w] ?? []) bump(stem(s), options.synonyms);
      }
      for (const w of words)
        for (const [s, cos] of neighbours(w)) bump(stem(s), options.neighbors * cos);
      const scores = new Float32Array(n);
      let totalWeight = 0;
      for (const [t, w] of weights) {
        if (w === 1) totalWeight += idf(t);
        const p = postings.get(t);
        if (!p) continue;
        for (let k = 0; k < p.docs.length; k++) scores[p.docs[k]!]! += w * p.weights[k]!;
      }
      if (options.vectors > 0 && vectors.dims > 0) {
        const q = meanVector(
          vectors,
          words.map((w) => [w, wordIdf(w)] as [string, number]),
        );
        if (q) {
          const dims = vectors.dims;
          for (let i = 0; i < vectorDocs.length; i++) {
            if (!hasVector[i]) continue;
            let dot = 0;
            const base = i * dims;
            for (let d = 0; d < dims; d++) dot += q[d]! * docVectors[base + d]!;
            // Only closeness well above the background level of unrelated texts counts.
            if (dot > 0.5) scores[vectorDocs[i]!]! += options.vectors * (dot - 0.5) * 2;
          }
        }
      }
      let best = 0;
      for (let i = 0; i < n; i++) {
        if (scores[i]! > 0) scores[i]! *= Math.exp(options.popularity * entries[i]!.popularity);
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
        if (hits.length <= 4 * RERANK_POOL) break;
      }
      hits.sort((a, b) => b.score - a.score);
      hits = hits.slice(0, RERANK_POOL);
      const queryRows = words.flatMap((w) => {
        const row = vectors.row(w);
        return row === undefined ? [] : [{ row, weight: wordIdf(w) }];
      });
      if (options.rerank > 0 && queryRows.length > 0) {
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
  };
}

export type EnglishIndex = ReturnType<typeof createEnglishIndex>;
