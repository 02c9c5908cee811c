import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/load-catalog.js';
import { DEFAULT_ENGLISH_OPTIONS } from './english/english-index.js';
import { prepareEnglish } from './english/prepared-index.js';
import { loadWordVectors } from './english/word-vectors.js';
import {
  binaryPath,
  hashTexts,
  parseSearchData,
  readSearchData,
  readSearchDataFiles,
  textsPath,
  writeSearchData,
} from './search-data-file.js';
import { createSearchIndex } from './search-index.js';
import type { SearchData } from './search-data-types.js';

const sampleTexts = () => ({
  zhGloss: { 画蛇添足: 'superfluous' },
  meanings: { 画蛇添足: 'adding something unnecessary that spoils it' },
  situations: { 画蛇添足: 'editing a good essay until its point is lost' },
  lessons: { 画蛇添足: 'a man of Chu drew feet on his snake and lost the wine' },
});
const sample = (): SearchData => ({
  version: 6,
  catalogBuiltAt: 'test',
  textsHash: hashTexts(sampleTexts()),
  texts: sampleTexts(),
  synonyms: { quit: ['abandon'] },
  vectors: { dims: 2, words: ['a', 'b'], scale: 127, data: Int8Array.from([127, 0, -5, 90]) },
  prepared: {
    key: 'k',
    terms: ['quit'],
    df: Uint32Array.from([1]),
    postOffsets: Uint32Array.from([0, 1]),
    postDocs: Uint32Array.from([0]),
    postWeights: Float32Array.from([0.25]),
    vectorDocs: Uint32Array.from([0]),
    docVectors: Float32Array.from([0.6, 0.8]),
    rowOffsets: Uint32Array.from([0, 1]),
    rowData: Int32Array.from([1]),
  },
});

describe('search data files', () => {
  it('round-trips the text parts and every typed array', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'search-data-')), 'search-data.json.gz');
    writeSearchData(path, sample());
    const read = readSearchData(path)!;
    expect(read.textsHash).toBe(sample().textsHash);
    expect(read.texts).toEqual(sample().texts);
    expect(read.vectors.data).toEqual(sample().vectors.data);
    expect(read.prepared!.postWeights).toBeInstanceOf(Float32Array);
    expect(read.prepared).toEqual(sample().prepared);
  });

  it('reads the same data when start-up reads the files off the main thread first', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'search-data-')), 'search-data.json.gz');
    expect(await readSearchDataFiles(path)).toBeUndefined();
    writeSearchData(path, sample());
    const read = parseSearchData(path, (await readSearchDataFiles(path))!)!;
    expect(read.prepared).toEqual(sample().prepared);
    expect(read.vectors).toEqual(readSearchData(path)!.vectors);
    expect(read.texts).toEqual(sample().texts);
  });

  it('ignores a missing or truncated binary file instead of reading garbage', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'search-data-')), 'search-data.json.gz');
    expect(readSearchData(path)).toBeUndefined();
    writeSearchData(path, sample());
    truncateSync(binaryPath(path), 8);
    expect(readSearchData(path)).toBeUndefined();
  });

  it('needs the texts file, reads it only when the texts are asked for, and checks it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'search-data-')), 'search-data.json.gz');
    writeSearchData(path, sample());
    rmSync(textsPath(path));
    expect(readSearchData(path)).toBeUndefined();

    writeSearchData(path, sample());
    const read = readSearchData(path)!;
    // A texts file written by another build after this one was read: caught on first use.
    const other = join(dirname(path), 'other', 'search-data.json.gz');
    mkdirSync(dirname(other));
    writeSearchData(other, { ...sample(), texts: { ...sampleTexts(), meanings: {} } });
    writeFileSync(textsPath(path), readFileSync(textsPath(other)));
    expect(read.prepared).toEqual(sample().prepared);
    expect(() => read.texts).toThrow('is from another build: run npm run build:search-index');
    expect(() => textsPath('/tmp/other.json.gz')).toThrow('not a search-data.json.gz path');
  });

  it('fingerprints the texts: any change of any text changes the hash', () => {
    const texts = sample().texts;
    const changed = {
      ...texts,
      situations: { 画蛇添足: 'editing a good essay until its point is gone' },
    };
    expect(hashTexts(texts)).toBe(hashTexts(sample().texts));
    expect(hashTexts(changed)).not.toBe(hashTexts(texts));
  });
});

describe('prepared English index', () => {
  const entry = (word: string, popularity: number, senses: string[]) => ({
    word,
    traditional: word,
    pinyin: 'yi yi yi yi',
    explanationZh: '',
    characters: [],
    popularity,
    english: { senses },
  });
  const catalog = createCatalog({
    version: 1,
    builtAt: 'test',
    characters: {},
    entries: [
      entry('半途而废', 0.8, ['to give up halfway']),
      entry('画蛇添足', 0.7, ['to ruin the effect by adding something superfluous']),
      entry('持之以恒', 0.6, ['to persevere']),
    ],
  });
  const data: SearchData = {
    ...sample(),
    texts: { zhGloss: {}, meanings: {}, situations: {}, lessons: {} },
    vectors: {
      dims: 2,
      words: ['give', 'halfway', 'persevere', 'superfluous', 'quit'],
      scale: 127,
      data: Int8Array.from([127, 0, 90, 90, 0, 127, -90, 90, 120, 40]),
    },
  };
  delete data.prepared;
  const prepared = prepareEnglish(catalog, data, loadWordVectors(data.vectors), {
    ...DEFAULT_ENGLISH_OPTIONS,
  });
  const run = (d: SearchData) =>
    ['quit halfway', 'adding something pointless', 'persevere'].map(
      (q) => createSearchIndex(catalog, d).search(q, 'english').hits,
    );

  it('ranks exactly as an index built in process, and a mismatched one is rebuilt', () => {
    const inProcess = run(data);
    expect(inProcess[0]![0]!.index).toBe(0);
    expect(run({ ...data, prepared })).toEqual(inProcess);
    expect(run({ ...data, prepared: { ...prepared, key: 'other', terms: [] } })).toEqual(inProcess);
  });

  it('rebuilds a prepared index made from other texts', () => {
    const query = 'scribbling legs on a drawn serpent';
    const withMeaning: SearchData = {
      ...data,
      textsHash: 'with-meaning',
      texts: {
        ...data.texts,
        meanings: { 画蛇添足: 'Story: scribbling legs on a drawn serpent.' },
      },
    };
    const found = (d: SearchData) => createSearchIndex(catalog, d).search(query, 'english').hits;
    expect(found(withMeaning)[0]!.index).toBe(1);
    // The same prepared index, stored under the texts it was built from, is used as it is...
    expect(
      found({
        ...withMeaning,
        prepared: prepareEnglish(
          catalog,
          withMeaning,
          loadWordVectors(data.vectors),
          DEFAULT_ENGLISH_OPTIONS,
        ),
      }),
    ).toEqual(found(withMeaning));
    // ...one built from texts without the meaning is not: it is rebuilt from the texts given.
    expect(found({ ...withMeaning, prepared })).toEqual(found(withMeaning));
  });

  it('gives the same ranking for a query whatever was asked before (memoised cosines)', () => {
    const queries = ['quit halfway', 'adding something pointless', 'persevere'];
    const index = createSearchIndex(catalog, data);
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ') + ' quit halfway';
    const again = [...queries, long, ...queries].map((q) => index.search(q, 'english').hits);
    expect(again.slice(0, 3)).toEqual(run(data));
    expect(again.slice(4)).toEqual(run(data));
    expect(again[3]!.map((h) => h.index)).toContain(0);
  });
});
