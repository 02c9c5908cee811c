import { describe, expect, it } from 'vitest';
import { analyze, phrases } from './tokenize.js';

describe('English tokenizing', () => {
  it('keeps content words, stemmed, and drops the framing of a description', () => {
    expect(analyze('someone who keeps giving up halfway')).toEqual(['keep', 'give', 'halfwai']);
  });

  it('makes two-word phrases that keep particles and light verbs but skip pronouns', () => {
    expect(phrases('someone who can never make up their mind')).toEqual([
      'never_make',
      'make_up',
      'up_mind',
    ]);
    // The same phrase from a text worded differently.
    expect(phrases('Cannot make up one’s mind')).toContain('make_up');
  });

  it('never joins words across a clause boundary', () => {
    expect(phrases('to give up; halfway there')).toEqual(['give_up', 'halfwai_there']);
  });
});
