/**
 * The contract between the catalog build step (build-catalog.ts) and everything that reads the
 * catalog at run time (search, detail generation, daily idiom). The artifact is gzipped JSON of
 * CatalogArtifact, written to CATALOG_PATH.
 */

export interface CatalogSource {
  /** The raw 出处 text, cleaned. */
  text: string;
  /** e.g. 战国策 / 韩非子·五蠹, when the text names a work in 《》. */
  work?: string;
  /** e.g. 刘向 */
  author?: string;
  /** e.g. 西汉 / 战国 */
  era?: string;
  /** The quoted passage, when it can be separated from the attribution. */
  passage?: string;
}

export interface CatalogExample {
  /** The 示例 with "～" expanded to the idiom. */
  text: string;
  /** The author credit after "★", kept apart. */
  credit?: string;
}

export interface CatalogEnglish {
  /** The literal gloss ("draw legs on a snake"), from CC-CEDICT's "lit. …". */
  literal?: string;
  /** Figurative senses, in CC-CEDICT order. */
  senses: string[];
}

export interface CatalogCharacter {
  char: string;
  /** Pinyin with tone marks, as read in this idiom. */
  pinyin: string;
  /** The 释义's own gloss of this character (亡羊补牢: 亡 → 逃亡，丢失), with its English words. */
  gloss?: { zh: string; en: string[] };
}

export interface CatalogEntry {
  /** Simplified form, exactly four Han characters. */
  word: string;
  traditional: string;
  /** Tone-marked, space separated: "huà shé tiān zú". */
  pinyin: string;
  /** 释义 */
  explanationZh: string;
  source?: CatalogSource;
  example?: CatalogExample;
  english?: CatalogEnglish;
  characters: CatalogCharacter[];
  /** 0..1, higher is more common. */
  popularity: number;
  /** Only for idioms we added (content/added-idioms.jsonl): the list that found it (ADR 0135). */
  provenance?: string;
}

export interface CharacterGloss {
  /** Numbered pinyin as in CC-CEDICT (hua4) → English senses for that reading. */
  readings: Record<string, string[]>;
}

export interface CatalogArtifact {
  version: 1;
  builtAt: string;
  entries: CatalogEntry[];
  /** Every Han character used by an entry → its CC-CEDICT glosses. */
  characters: Record<string, CharacterGloss>;
  /**
   * Misspelled headwords of the package → the entry's word (headword-corrections.ts): the old
   * spelling still finds the idiom.
   */
  aliases?: Record<string, string>;
  /**
   * Idioms whose reading differs from pinyin-pro's with nothing to vouch for it (CC-CEDICT, a
   * reviewed polyphone, a reviewed reading, a correction): to review (scripts/unreviewed-readings.ts).
   */
  unreviewedReadings?: string[];
}
