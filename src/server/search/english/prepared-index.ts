import type { Catalog } from '../../catalog/load-catalog.js';
import { parseSyllable } from '../pinyin.js';
import { fnv1a } from '../search-data-file.js';
import type { PreparedEnglish, SearchData } from '../search-data-types.js';
import { stemmer as stem } from 'stemmer';
import { analyze, isStopword, phrases, tokenizeWords } from './tokenize.js';
import { meanVector, type WordVectors } from './word-vectors.js';

const FIELDS = [
  'senses',
  'literal',
  'zh',
  'chars',
  'meaning',
  'situations',
  'lessons',
  'phrases',
] as const;
type Field = (typeof FIELDS)[number];
/** BM25F weight of each field (0 = not indexed). */
export type FieldWeights = Record<Field, number>;

/** The options that shape the prepared structures (the rest only act at query time). */
export interface PrepareOptions {
  fields: FieldWeights;
  k1: number;
  b: number;
}

const VECTOR_MIN_POPULARITY = 0.5;

/** FNV-1a over the catalog's words and popularity, plus the options: cheap (~5 ms) and exact enough. */
export function preparedKey(catalog: Catalog, options: PrepareOptions, textsHash = ''): string {
  const entries = catalog.entries.map((e) => `${e.word}${e.popularity}${e.english ? 1 : 0}`);
  const { fields, k1, b } = options;
  return `${catalog.size}:${fnv1a(entries.join(''))}:${textsHash}:${JSON.stringify({ fields, k1, b })}`;
}

export const idfOf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** The first CC-CEDICT sense of the character in the reading this idiom uses. */
function characterGloss(catalog: Catalog, c: Catalog['entries'][number]['characters'][number]) {
  const gloss = catalog.characterGloss(c.char);
  if (!gloss) return '';
  const syl = parseSyllable(c.pinyin);
  const reading =
    gloss.readings[`${syl.base.replace('v', 'u:')}${syl.tone ?? 5}`] ??
    Object.values(gloss.readings)[0];
  return reading?.[0] ?? '';
}

export function prepareEnglish(
  catalog: Catalog,
  data: SearchData | undefined,
  vectors: WordVectors,
  options: PrepareOptions,
): PreparedEnglish {
  const entries = catalog.entries;
  const n = entries.length;
  const charCache = new Map<string, string>();
  const charWords = (entry: Catalog['entries'][number]) =>
    entry.characters
      .map((c) => {
        const key = c.char + c.pinyin;
        let words = charCache.get(key);
        if (words === undefined) charCache.set(key, (words = characterGloss(catalog, c)));
        return words;
      })
      .join(' ; ');
  const docs: Record<Field, string[]>[] = entries.map((entry) => ({
    senses: analyze(entry.english?.senses.join(' ; ') ?? ''),
    literal: analyze(entry.english?.literal ?? ''),
    zh: analyze(data?.texts.zhGloss[entry.word] ?? ''),
    chars: options.fields.chars > 0 ? analyze(charWords(entry)) : [],
    meaning: options.fields.meaning > 0 ? analyze(data?.texts.meanings[entry.word] ?? '') : [],
    situations:
      options.fields.situations > 0 ? analyze(data?.texts.situations[entry.word] ?? '') : [],
    lessons: options.fields.lessons > 0 ? analyze(data?.texts.lessons?.[entry.word] ?? '') : [],
    // Two-word phrases of the clean English (glosses and our texts), as terms of their own.
    phrases:
      options.fields.phrases > 0
        ? phrases(
            [
              entry.english?.senses.join(' ; '),
              entry.english?.literal,
              options.fields.meaning > 0 ? data?.texts.meanings[entry.word] : undefined,
              options.fields.situations > 0 ? data?.texts.situations[entry.word] : undefined,
            ].join(' ; '),
          )
        : [],
  }));
  const avgLen = Object.fromEntries(
    FIELDS.map((f) => [f, Math.max(1, docs.reduce((s, d) => s + d[f].length, 0) / n)]),
  ) as Record<Field, number>;

  // Document frequency over the union of fields, then one precomputed weight per (term, doc).
  const termId = new Map<string, number>();
  const dfList: number[] = [];
  for (const d of docs)
    for (const t of new Set(FIELDS.flatMap((f) => d[f]))) {
      let id = termId.get(t);
      if (id === undefined) termId.set(t, (id = dfList.push(0) - 1));
      dfList[id]!++;
    }
  const lists: { docs: number[]; weights: number[] }[] = dfList.map(() => ({
    docs: [],
    weights: [],
  }));
  docs.forEach((d, doc) => {
    const tf = new Map<number, number>();
    for (const f of FIELDS) {
      const norm = 1 - options.b + (options.b * d[f].length) / avgLen[f];
      for (const t of d[f]) {
        const id = termId.get(t)!;
        tf.set(id, (tf.get(id) ?? 0) + options.fields[f] / norm);
      }
    }
    for (const [id, x] of tf) {
      lists[id]!.docs.push(doc);
      lists[id]!.weights.push((idfOf(n, dfList[id]!) * x) / (options.k1 + x));
    }
  });
  const postOffsets = new Uint32Array(lists.length + 1);
  lists.forEach((l, i) => (postOffsets[i + 1] = postOffsets[i]! + l.docs.length));
  const postDocs = new Uint32Array(postOffsets[lists.length]!);
  const postWeights = new Float32Array(postDocs.length);
  lists.forEach((l, i) => {
    postDocs.set(l.docs, postOffsets[i]!);
    postWeights.set(l.weights, postOffsets[i]!);
  });

  const maxIdf = idfOf(n, 0);
  const wordIdf = (w: string) => {
    const id = termId.get(stem(w));
    return id === undefined ? maxIdf / 2 : idfOf(n, dfList[id]!);
  };
  // Only idioms people are likely to describe get a vector (English gloss or fairly common): the
  // scan over them is the costliest step of a query, and obscure ones still match by their words.
  const vectorDocList: number[] = [];
  const vectorRows: Float32Array[] = [];
  const meaningOf = (entry: Catalog['entries'][number]) =>
    options.fields.meaning > 0 ? data?.texts.meanings[entry.word] : undefined;
  if (vectors.dims > 0) {
    entries.forEach((entry, doc) => {
      if (!entry.english && entry.popularity < VECTOR_MIN_POPULARITY) return;
      const text = [
        entry.english?.senses.join(' '),
        entry.english?.literal,
        data?.texts.zhGloss[entry.word],
        meaningOf(entry),
        options.fields.situations > 0 ? data?.texts.situations[entry.word] : undefined,
      ].join(' ');
      const words = tokenizeWords(text).filter((w) => !isStopword(w));
      const v = meanVector(
        vectors,
        words.map((w) => [w, wordIdf(w)] as [string, number]),
      );
      if (!v) return;
      vectorDocList.push(doc);
      vectorRows.push(v);
    });
  }
  const docVectors = new Float32Array(vectors.dims * vectorRows.length);
  vectorRows.forEach((v, i) => docVectors.set(v, i * vectors.dims));

  // Each idiom's meaning words as vector rows: the clean English senses and our meaning when it has
  // them, else the 释义 gloss.
  const rowOffsets = new Uint32Array(n + 1);
  const rowList: number[] = [];
  entries.forEach((entry, i) => {
    if (vectors.dims > 0) {
      const meaning = meaningOf(entry);
      const text =
        entry.english || meaning
          ? [entry.english?.senses.join(' '), entry.english?.literal, meaning].join(' ')
          : (data?.texts.zhGloss[entry.word] ?? '');
      const rows = new Set<number>();
      for (const w of tokenizeWords(text)) {
        if (w.length < 2 || isStopword(w)) continue;
        const r = vectors.row(w);
        if (r !== undefined) rows.add(r);
      }
      rowList.push(...rows);
    }
    rowOffsets[i + 1] = rowList.length;
  });

  return {
    key: preparedKey(catalog, options, data?.textsHash),
    terms: [...termId.keys()],
    df: Uint32Array.from(dfList),
    postOffsets,
    postDocs,
    postWeights,
    vectorDocs: Uint32Array.from(vectorDocList),
    docVectors,
    rowOffsets,
    rowData: Int32Array.from(rowList),
  };
}
