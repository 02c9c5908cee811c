/** What each matcher returns: an index into catalog.entries and a score to rank by. */
export interface Hit {
  index: number;
  score: number;
  /** 0..1, English queries only. */
  relevance?: number;
}

export type QueryKind = 'chinese' | 'pinyin' | 'english';

export interface SearchOutcome {
  kind: QueryKind;
  hits: Hit[];
  /** How many hits are the query itself (the exact idiom). */
  exactCount: number;
}
