import {
  RELATED_LIMITS,
  type RelatedIdiom,
  type RelatedIdioms,
  type SameCharacterIdiom,
} from '../../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../../catalog/catalog-types.js';
import type { Catalog } from '../../catalog/load-catalog.js';
import { characterIndex } from './character-index.js';
import type { IdiomContent } from '../../content/idiom-content.js';
import { idiomTerms, pickCharacterMeaning } from '../../generation/character-sense.js';
import { englishMeaning } from '../../content/english-meaning.js';
import type { CharacterGlossary } from '../../generation/dictionary-generator.js';

/** Details of this many idioms keep their related idioms in memory (they never change at run time). */
const MEMORY_ENTRIES = 5000;
/** How far down each character's most common idioms the same-character branch looks. */
const PER_CHARACTER = 8;
const MEANING_MAX = 90;
/** Index neighbours below this relevance are not near in meaning, only sharing a word. */
const SIMILAR_MIN_RELEVANCE = 0.25;

export interface RelatedSources {
  catalog: Catalog;
  content: IdiomContent;
  /** Idioms nearest in meaning to catalog.entries[index], best first (the English index). */
  similar(index: number): { index: number; relevance?: number }[];
}

/**
 * One line for a node: our English meaning (record, else our longer meaning's head), else
 * CC-CEDICT's first sense, else the 释义, else
 * (a few hundred idioms have none of these) the characters' first dictionary glosses.
 */
export function shortMeaning(
  entry: CatalogEntry,
  content: IdiomContent,
  glossary: CharacterGlossary,
): string {
  const ours = content.english(entry.word) || content.meaning(entry.word);
  const text =
    (ours && englishMeaning(entry, content)) ||
    entry.english?.senses[0] ||
    entry.english?.literal ||
    entry.explanationZh ||
    wordByWord(entry, glossary);
  if (text.length <= MEANING_MAX) return text;
  const cut = text.slice(0, MEANING_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MEANING_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

function wordByWord(entry: CatalogEntry, glossary: CharacterGlossary): string {
  const terms = idiomTerms(entry);
  const glosses = entry.characters.map(
    ({ char, pinyin, gloss }) =>
      pickCharacterMeaning(glossary.characterGloss(char), pinyin, terms, gloss)
        ?.split(/[;,(]/)[0]
        ?.trim() || char,
  );
  return `Word by word: ${glosses.join(' · ')}`;
}

/**
 * The related idioms of a detail (ADR 0090): near and opposite meanings from our lessons where
 * written (also read backwards: a lesson naming X as its opposite is X's opposite too), otherwise
 * the nearest idioms by meaning in our English index; and common idioms sharing a character.
 * Computed once per word and remembered: the detail is a hot path.
 */
export class RelatedIdiomsFinder {
  private readonly memory = new Map<string, RelatedIdioms>();
  private reverse?: { similar: Map<string, string[]>; opposite: Map<string, string[]> };

  constructor(private readonly sources: RelatedSources) {}

  of(word: string): RelatedIdioms {
    const hit = this.memory.get(word);
    if (hit) return hit;
    const related = this.compute(word);
    this.memory.set(word, related);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
    return related;
  }

  private compute(word: string): RelatedIdioms {
    const { catalog, content } = this.sources;
    const { idiomsWith } = characterIndex(catalog);
    const taken = new Set([word]);
    const pick = (words: Iterable<string>, limit: number): RelatedIdiom[] => {
      const out: RelatedIdiom[] = [];
      for (const w of words) {
        if (out.length >= limit) break;
        const entry = catalog.get(w);
        if (!entry || taken.has(w)) continue;
        taken.add(w);
        out.push(this.node(entry));
      }
      return out;
    };
    const lesson = content.lesson(word);
    const reverse = this.reverseRelations();
    const opposite = pick(
      lesson ? lesson.related.opposite : (reverse.opposite.get(word) ?? []),
      RELATED_LIMITS.opposite,
    );
    const similar = pick(
      lesson ? lesson.related.similar : this.nearest(word, reverse.similar.get(word) ?? []),
      RELATED_LIMITS.similar,
    );
    const sameCharacter: SameCharacterIdiom[] = [];
    const lists = [...new Set(word)].map((char) => ({
      char,
      list: (idiomsWith.get(char) ?? []).slice(0, PER_CHARACTER),
    }));
    for (let round = 0; round < PER_CHARACTER; round++) {
      for (const { char, list } of lists) {
        if (sameCharacter.length >= RELATED_LIMITS.same_character) break;
        const entry = list.slice(round).find((e) => !taken.has(e.word));
        if (!entry) continue;
        taken.add(entry.word);
        sameCharacter.push({ ...this.node(entry), character: char });
      }
    }
    return { similar, opposite, same_character: sameCharacter };
  }

  /** Lessons that name this idiom first, then the English index's nearest. */
  private *nearest(word: string, named: string[]): Generator<string> {
    yield* named;
    const at = characterIndex(this.sources.catalog).position.get(word);
    if (at === undefined) return;
    for (const hit of this.sources.similar(at)) {
      if ((hit.relevance ?? 1) < SIMILAR_MIN_RELEVANCE) return;
      yield this.sources.catalog.entries[hit.index]!.word;
    }
  }

  private node(entry: CatalogEntry): RelatedIdiom {
    return {
      word: entry.word,
      traditional: entry.traditional,
      pinyin: entry.pinyin,
      meaning: shortMeaning(entry, this.sources.content, this.sources.catalog),
    };
  }

  private reverseRelations() {
    if (this.reverse) return this.reverse;
    const similar = new Map<string, string[]>();
    const opposite = new Map<string, string[]>();
    const add = (map: Map<string, string[]>, from: string, to: string) =>
      map.set(from, [...(map.get(from) ?? []), to]);
    for (const word of this.sources.content.words()) {
      const lesson = this.sources.content.lesson(word)!;
      for (const other of lesson.related.similar) add(similar, other, word);
      for (const other of lesson.related.opposite) add(opposite, other, word);
    }
    this.reverse = { similar, opposite };
    return this.reverse;
  }
}
