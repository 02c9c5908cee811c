import type { CatalogEntry } from '../../catalog/catalog-types.js';
import type { Catalog } from '../../catalog/load-catalog.js';

/** The most common idioms kept per character. */
const PER_CHARACTER = 40;
/** The commonest characters kept per position of the four. */
const PER_POSITION = 200;

export interface CharacterIndex {
  /** catalog.entries index of each word. */
  position: Map<string, number>;
  /** Character → the most common idioms containing it, most common first. */
  idiomsWith: Map<string, CatalogEntry[]>;
  /** Position 0–3 → the characters standing there in the most common idioms, commonest first. */
  byPosition: string[][];
  /** Simplified character → its traditional form in the most common idiom that has it. */
  traditionalOf: Map<string, string>;
}

const built = new WeakMap<Catalog, CharacterIndex>();

/** Built once per catalog on first use (~50 ms), shared by related idioms and review cards. */
export function characterIndex(catalog: Catalog): CharacterIndex {
  let index = built.get(catalog);
  if (index) return index;
  const position = new Map(catalog.entries.map((e, i) => [e.word, i]));
  const ranked = [...catalog.entries].sort((a, b) => b.popularity - a.popularity);
  const idiomsWith = new Map<string, CatalogEntry[]>();
  const traditionalOf = new Map<string, string>();
  const byPosition = [new Set<string>(), new Set<string>(), new Set<string>(), new Set<string>()];
  for (const entry of ranked) {
    const chars = [...entry.word];
    const traditional = [...entry.traditional];
    if (traditional.length === chars.length)
      chars.forEach((char, i) => {
        if (!traditionalOf.has(char)) traditionalOf.set(char, traditional[i]!);
      });
    chars.forEach((char, i) => {
      const slot = byPosition[i];
      if (slot && slot.size < PER_POSITION) slot.add(char);
    });
    for (const char of new Set(chars)) {
      let list = idiomsWith.get(char);
      if (!list) idiomsWith.set(char, (list = []));
      if (list.length < PER_CHARACTER) list.push(entry);
    }
  }
  index = { position, idiomsWith, byPosition: byPosition.map((s) => [...s]), traditionalOf };
  built.set(catalog, index);
  return index;
}
