import type { GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';

export interface GenerateOptions {
  /** Aborted on cancel or timeout; a generator stops its work and rejects promptly. */
  signal: AbortSignal;
  /** Progress 0–100 with a short message; the task row mirrors it for pollers on any instance. */
  onProgress: (progress: number, message: string) => void;
}

/** One way of composing an idiom's detail (ARCHITECTURE §6). */
export interface DetailGenerator {
  /** Cache key part: details are cached per (word, generator name). */
  readonly name: string;
  generate(entry: CatalogEntry, options: GenerateOptions): Promise<GeneratedDetail>;
}

/** A generator could not produce a valid detail: the task fails, the reply carries basic_info. */
export class GenerationError extends Error {}
