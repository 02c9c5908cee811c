import type { ConceptThesaurus } from './concept-thesaurus.js';
import { stemmer as stem } from 'stemmer';
import { analyze, isStopword, phrases, tokenizeWords } from './tokenize.js';

/** What an English query asks for, in the index's terms. */
export interface QueryTerms {
  /** Content words as typed, once each, in order. */
  words: string[];
  /** Words for the query's mean vector: the typed ones (idf), then the thesaurus' concept words, weaker. */
  vectorWords: [word: string, weight: number][];
  /** Index term → weight: 1 for what was typed, less for synonyms and concept words. */
  weights: Map<string, number>;
  /** Σ idf of the typed terms: what a perfect match would score (scales relevance). */
  totalWeight: number;
}

/** The parts of the index a query is read with. */
export interface QueryReading {
  /** Weights of the expansions (0 = off), as in EnglishOptions. */
  synonyms: number;
  thesaurus: number;
  thesaurusVectors: number;
  neighbors: number;
  /** Whether two-word phrases are terms. */
  phrases: boolean;
  wordnet: Record<string, string[]> | undefined;
  concepts: ConceptThesaurus;
  idf(term: string): number;
  wordIdf(word: string): number;
  neighbours(word: string): [string, number][];
}

/**
 * Reads a query: its words, their expansions (WordNet synonyms, concept thesaurus, vector
 * neighbours) and phrases, as weighted index terms. Undefined when nothing in it can match.
 */
export function readQuery(query: string, reading: QueryReading): QueryTerms | undefined {
  const words = [...new Set(tokenizeWords(query).filter((w) => w.length > 1 && !isStopword(w)))];
  const queryPhrases = reading.phrases ? phrases(query) : [];
  // "make up" is all stopwords as words, but a phrase the index knows.
  if (words.length === 0 && queryPhrases.length === 0) return undefined;
  const queryStems = analyze(query);
  const vectorWords: [string, number][] = words.map((w) => [w, reading.wordIdf(w)]);
  if (reading.thesaurusVectors > 0) {
    const typed = new Set(words);
    for (const w of reading.concepts.words(queryStems))
      if (!typed.has(w)) vectorWords.push([w, reading.wordIdf(w) * reading.thesaurusVectors]);
  }
  const weights = new Map<string, number>();
  const bump = (t: string, w: number) => weights.set(t, Math.max(weights.get(t) ?? 0, w));
  for (const w of words) bump(stem(w), 1);
  if (reading.synonyms > 0 && reading.wordnet) {
    for (const w of words)
      for (const s of reading.wordnet[w] ?? []) bump(stem(s), reading.synonyms);
  }
  if (reading.thesaurus > 0)
    for (const [t, w] of reading.concepts.expand(queryStems)) bump(t, reading.thesaurus * w);
  for (const w of words)
    for (const [s, cos] of reading.neighbours(w)) bump(stem(s), reading.neighbors * cos);
  let totalWeight = 0;
  for (const [t, w] of weights) if (w === 1) totalWeight += reading.idf(t);
  for (const p of queryPhrases) bump(p, 1);
  return { words, vectorWords, weights, totalWeight };
}
