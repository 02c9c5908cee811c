import { describe, expect, it } from 'vitest';
import { buildPhrasebook, createPhraseLookup, normalizePhrase } from './phrasebook';

describe('English sayings as a way in (phrasebook)', () => {
  it('reads a saying the way people type it', () => {
    expect(normalizePhrase('A drop in the bucket.')).toBe('drop in bucket');
    expect(normalizePhrase('to kill two birds with one stone')).toBe(
      'kill two birds with one stone',
    );
    expect(normalizePhrase('bury your head in the sand')).toBe("bury one's head in sand");
    expect(normalizePhrase('When in Rome, do as the Romans do!')).toBe(
      'when in rome do as romans do',
    );
    expect(normalizePhrase('to overdo it (derog.)')).toBe('overdo it');
  });

  const phrases: string[][] = [
    ['a drop in the bucket'], // 0
    ['a drop in the ocean', 'a drop in the bucket'], // 1
    ['kill two birds with one stone'], // 2
    ['time flies'], // 3
    ['drop'], // 4: one word, never a phrase
  ];
  const popularity = [0.2, 0.6, 0.5, 0.7, 0.9];
  const book = buildPhrasebook(
    (i) => phrases[i]!,
    phrases.length,
    (i) => popularity[i]!,
  );
  const lookup = createPhraseLookup(book);

  it('names the idioms of an exact saying, most popular first', () => {
    expect(lookup('a drop in the bucket')).toEqual({ exact: [1, 0], near: [] });
    expect(lookup('Time flies')).toEqual({ exact: [3], near: [] });
    expect(lookup('drop')).toEqual({ exact: [], near: [] });
  });

  it('finds a saying held whole in a longer query, and a long saying partly typed', () => {
    expect(lookup('how to kill two birds with one stone at work').near).toEqual([2]);
    expect(lookup('two birds with one stone').near).toEqual([2]);
    // Short sayings must be the whole query: "time flies" inside a sentence is no signal.
    expect(lookup('the time flies by when reading').near).toEqual([]);
  });
});
