import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip, gunzipSync } from 'node:zlib';
import type { CatalogArtifact, CatalogEntry, CharacterGloss } from './catalog-types.js';

export interface Catalog {
  entries: readonly CatalogEntry[];
  size: number;
  get(word: string): CatalogEntry | undefined;
  characterGloss(char: string): CharacterGloss | undefined;
}

export function createCatalog(artifact: CatalogArtifact): Catalog {
  const byWord = new Map(artifact.entries.map((entry) => [entry.word, entry]));
  return {
    entries: artifact.entries,
    size: artifact.entries.length,
    get: (word) => byWord.get(word),
    characterGloss: (char) => artifact.characters[char],
  };
}

export class CatalogMissingError extends Error {}

/**
 * The file in one read on libuv's pool. fs.readFile reads 512 KB at a time and needs a turn of
 * the main thread between reads, so while start-up's main thread loads modules it stalled.
 */
async function readWholeFile(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const buffer = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await file.read(buffer, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return buffer.subarray(0, read);
  } finally {
    await file.close();
  }
}

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
  // One pass on the pool: by default zlib inflates 16 KB at a time and needs the main thread
  // between chunks. A gzip file ends with its uncompressed size (mod 2^32), which sizes the output.
  const size = raw.length >= 4 ? raw.readUInt32LE(raw.length - 4) : 0;
  const chunkSize = Math.max(64 * 1024, Math.min(size + 1, 1 << 30));
  return (await promisify(gunzip)(raw, { chunkSize })).toString('utf8');
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
