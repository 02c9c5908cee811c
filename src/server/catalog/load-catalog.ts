import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { gunzipWhole, readWholeFile } from '../lib/read-off-thread.js';
import type { CatalogArtifact, CatalogEntry, CharacterGloss } from './catalog-types.js';

export interface Catalog {
  entries: readonly CatalogEntry[];
  size: number;
  /** The entry of exactly this word. */
  get(word: string): CatalogEntry | undefined;
  /** The entry of this word or of the misspelled headword it corrects (一厢情原 → 一厢情愿). */
  resolve(word: string): CatalogEntry | undefined;
  /** Misspelled package headwords → the entry's word. */
  aliases: Readonly<Record<string, string>>;
  /** Readings that differ from pinyin-pro's and were never reviewed (kept at none by a test). */
  unreviewedReadings: readonly string[];
  characterGloss(char: string): CharacterGloss | undefined;
}

export function createCatalog(artifact: CatalogArtifact): Catalog {
  const byWord = new Map(artifact.entries.map((entry) => [entry.word, entry]));
  const aliases = artifact.aliases ?? {};
  return {
    entries: artifact.entries,
    size: artifact.entries.length,
    get: (word) => byWord.get(word),
    resolve: (word) =>
      byWord.get(word) ?? (Object.hasOwn(aliases, word) ? byWord.get(aliases[word]!) : undefined),
    aliases,
    unreviewedReadings: artifact.unreviewedReadings ?? [],
    characterGloss: (char) => artifact.characters[char],
  };
}

export class CatalogMissingError extends Error {}

/**
 * The catalog's JSON text, read off the main thread (libuv's pool), so start-up's other work —
 * loading modules, the database's thread — proceeds meanwhile. Start it early; parseCatalog then
 * runs on the main thread.
 */
export async function readCatalogJson(path: string): Promise<string> {
  let raw: Buffer;
  try {
    raw = await readWholeFile(path);
  } catch {
    throw new CatalogMissingError(
      `Catalog not found at ${path}: run "npm run build:catalog" first.`,
    );
  }
  return (await gunzipWhole(raw)).toString('utf8');
}

export function parseCatalog(json: string): Catalog {
  return createCatalog(JSON.parse(json) as CatalogArtifact);
}

/** As loadCatalog, but reading and gunzipping off the main thread (only the parse runs on it). */
export async function loadCatalogAsync(path: string): Promise<Catalog> {
  return parseCatalog(await readCatalogJson(path));
}

export function loadCatalog(path: string): Catalog {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch {
    throw new CatalogMissingError(
      `Catalog not found at ${path}: run "npm run build:catalog" first.`,
    );
  }
  return createCatalog(JSON.parse(gunzipSync(raw).toString('utf8')) as CatalogArtifact);
}
