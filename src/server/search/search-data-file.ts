import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gunzipWhole, readWholeFile } from '../lib/read-off-thread.js';
import type { SearchData, SearchTexts } from './search-data-types.js';

/**
 * The search artifact in two files: the text parts as gzipped JSON, the typed arrays (~15 MB) as
 * raw bytes beside it. Gunzipping them cost ~250 ms of CPU at every server start; mapping raw
 * bytes into typed arrays costs almost nothing.
 */
const TYPES = { Int8Array, Int32Array, Uint32Array, Float32Array } as const;
type TypeName = keyof typeof TYPES;
type Ref = { $bin: TypeName; offset: number; length: number };

export const binaryPath = (jsonPath: string) => jsonPath.replace(/\.json\.gz$/, '.bin');
export function textsPath(jsonPath: string) {
  const path = jsonPath.replace(/search-data\.json\.gz$/, 'search-texts.json.gz');
  if (path === jsonPath) throw new Error(`not a search-data.json.gz path: ${jsonPath}`);
  return path;
}

/** Fingerprint of the texts: changes whenever any text does. */
export function hashTexts(texts: SearchTexts): string {
  const s = JSON.stringify(texts);
  return `${fnv1a(s)}-${s.length}`;
}

/** 32-bit FNV-1a of a string, in hex: cheap, and enough to tell one build's data from another's. */
export function fnv1a(text: string, seed = 0x811c9dc5): string {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

export function writeSearchData(jsonPath: string, data: SearchData) {
  const chunks: Buffer[] = [];
  let size = 0;
  writeFileSync(textsPath(jsonPath), gzipSync(JSON.stringify(data.texts)));
  const json = JSON.stringify({ ...data, texts: undefined }, (_key, value: unknown) => {
    if (!ArrayBuffer.isView(value)) return value;
    const $bin = value.constructor.name as TypeName;
    if (!(($bin as string) in TYPES)) throw new Error(`cannot store a ${$bin}`);
    const pad = (8 - (size % 8)) % 8; // every view starts 8-byte aligned
    if (pad) chunks.push(Buffer.alloc(pad));
    const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    const ref: Ref = { $bin, offset: size + pad, length: (value as Int8Array).length };
    chunks.push(bytes);
    size += pad + bytes.byteLength;
    return ref;
  });
  writeFileSync(binaryPath(jsonPath), Buffer.concat(chunks));
  writeFileSync(jsonPath, gzipSync(json));
}

/** The two files start-up needs: the text part gunzipped, and the typed arrays' bytes. */
export interface SearchDataFiles {
  json: string;
  bytes: Buffer<ArrayBuffer>;
}

const presentFiles = (jsonPath: string) =>
  [jsonPath, binaryPath(jsonPath), textsPath(jsonPath)].every((path) => existsSync(path));

/**
 * As readSearchData, but the reads and the gunzip run on libuv's pool: start-up starts it first
 * and parses the result (parseSearchData) once the catalog is in. undefined when a file is missing.
 */
export async function readSearchDataFiles(jsonPath: string): Promise<SearchDataFiles | undefined> {
  if (!presentFiles(jsonPath)) return undefined;
  const [gz, bytes] = await Promise.all([
    readWholeFile(jsonPath),
    readWholeFile(binaryPath(jsonPath)),
  ]);
  return { json: (await gunzipWhole(gz)).toString('utf8'), bytes };
}

/**
 * undefined when any of the three files is missing or from an older format (English then uses
 * glosses only). The texts are read on first use and must match the fingerprint the other files
 * were built with; anything else means a half-written build, and fails loudly.
 */
export function readSearchData(jsonPath: string): SearchData | undefined {
  if (!presentFiles(jsonPath)) return undefined;
  const json = gunzipSync(readFileSync(jsonPath)).toString('utf8');
  return parseSearchData(jsonPath, { json, bytes: readFileSync(binaryPath(jsonPath)) });
}

export function parseSearchData(jsonPath: string, files: SearchDataFiles): SearchData | undefined {
  const textsFile = textsPath(jsonPath);
  const data = JSON.parse(files.json) as SearchData;
  if (data.version !== 6) return undefined;
  let texts: SearchTexts | undefined;
  Object.defineProperty(data, 'texts', {
    enumerable: true,
    get() {
      if (texts) return texts;
      const read = JSON.parse(gunzipSync(readFileSync(textsFile)).toString('utf8')) as SearchTexts;
      if (hashTexts(read) !== data.textsHash)
        throw new Error(`${textsFile} is from another build: run npm run build:search-index`);
      return (texts = read);
    },
  });
  let bytes = files.bytes;
  if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(new Uint8Array(bytes)); // own, aligned copy
  const revive = (obj: object | undefined) => {
    for (const [key, value] of Object.entries(obj ?? {})) {
      const ref = value as Ref | null;
      if (!ref || typeof ref !== 'object' || !('$bin' in ref)) continue;
      const Type = TYPES[ref.$bin];
      if (ref.offset + ref.length * Type.BYTES_PER_ELEMENT > bytes.byteLength) return false;
      (obj as Record<string, unknown>)[key] = new Type(
        bytes.buffer,
        bytes.byteOffset + ref.offset,
        ref.length,
      );
    }
    return true;
  };
  return revive(data.vectors) && revive(data.prepared) ? data : undefined;
}
