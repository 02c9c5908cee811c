import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../../tests/support/test-app.js';
import { ENGLISH_MEANINGS_DIR, ENGLISH_SITUATIONS_DIR, loadIdiomTexts } from './idiom-texts.js';

const dirWith = (lines: string[]) => {
  const dir = mkdtempSync(join(tmpdir(), 'meanings-'));
  writeFileSync(join(dir, 'part-01.jsonl'), lines.join('\n') + '\n');
  return dir;
};
const line = (word: string, en: string) => JSON.stringify({ word, en });

describe('our English texts (content/english-meanings, content/english-situations)', () => {
  it('ship for the common idioms, each one a catalog idiom, with situations for each', () => {
    const meanings = loadIdiomTexts(ENGLISH_MEANINGS_DIR);
    const words = Object.keys(meanings);
    expect(words.length).toBeGreaterThanOrEqual(3500);
    const catalog = testCatalog();
    expect(words.filter((w) => !catalog.get(w))).toEqual([]);
    // The 1,000 most common idioms of the package all have one (the added idioms, ADR 0135, and
    // every other idiom have our English record instead).
    const common = [...catalog.entries]
      .filter((e) => !e.provenance)
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 1000);
    expect(common.filter((e) => !meanings[e.word]).map((e) => e.word)).toEqual([]);
    expect(meanings['守株待兔']).toMatch(/luck|chance/i);
    // Every idiom with a meaning has its everyday situations too.
    const situations = loadIdiomTexts(ENGLISH_SITUATIONS_DIR);
    expect(words.filter((w) => !situations[w])).toEqual([]);
  });

  it('reads every line and names the file and line of a bad one', () => {
    expect(loadIdiomTexts(dirWith([line('画蛇添足', 'Adding something unnecessary.')]))).toEqual({
      画蛇添足: 'Adding something unnecessary.',
    });
    expect(() => loadIdiomTexts(dirWith([line('画蛇添足', 'ok text here'), '{oops']))).toThrow(
      'part-01.jsonl:2: not JSON',
    );
    expect(() => loadIdiomTexts(dirWith([line('snake', 'Adding something.')]))).toThrow(
      /part-01.jsonl:1: "word"/,
    );
    expect(() => loadIdiomTexts(dirWith([line('画蛇添足', '')]))).toThrow(/"en"/);
    const twice = line('画蛇添足', 'Adding something unnecessary.');
    expect(() => loadIdiomTexts(dirWith([twice, twice]))).toThrow('画蛇添足 appears twice');
    expect(loadIdiomTexts(join(tmpdir(), 'no-such-meanings-dir'))).toEqual({});
  });
});
