import { describe, expect, it } from 'vitest';
import { createConceptThesaurus } from './concept-thesaurus.js';
import { stemmer as stem } from 'stemmer';
import { readQuery, type QueryReading } from './query-terms.js';
import { analyze, isStopword, tokenizeWords } from './tokenize.js';

const reading: QueryReading = {
  synonyms: 0.35,
  thesaurus: 0.4,
  thesaurusVectors: 0.1,
  neighbors: 0,
  phrases: true,
  wordnet: { quitting: ['resigning'] },
  concepts: createConceptThesaurus(analyze, (text) =>
    tokenizeWords(text).filter((w) => w.length > 1 && !isStopword(w)),
  ),
  idf: () => 2,
  wordIdf: () => 3,
  neighbours: () => [],
};

describe('reading an English query', () => {
  it('weighs typed words 1, synonyms and concept words less, and sums the typed idf', () => {
    const terms = readQuery('quitting halfway', reading)!;
    expect(terms.words).toEqual(['quitting', 'halfway']);
    expect(terms.weights.get(stem('quitting'))).toBe(1);
    expect(terms.weights.get(stem('resigning'))).toBe(0.35);
    // "quit" opens the thesaurus group of "give up", "abandon", …
    expect(terms.weights.get(stem('abandon'))).toBe(0.4);
    expect(terms.totalWeight).toBe(4);
    expect(terms.vectorWords.slice(0, 2)).toEqual([
      ['quitting', 3],
      ['halfway', 3],
    ]);
    expect(terms.vectorWords.find(([w]) => w === 'abandon')?.[1]).toBeCloseTo(0.3);
  });

  it('keeps a query of stopwords that is a phrase, and drops one that is not', () => {
    expect(readQuery('make up', reading)?.weights.get('make_up')).toBe(1);
    expect(readQuery('the of a', reading)).toBeUndefined();
  });
});
