/**
 * English idioms and sayings as ways in (ADR 0138): "a drop in the bucket" finds 沧海一粟 and
 * 九牛一毛. Our records' equivalents and CC-CEDICT's senses are kept as normalised phrases; a
 * query that is one of them (or holds one whole, or is held whole by a long one) ranks its idioms
 * first, whatever the word-by-word score says.
 */

const ARTICLES = new Set(['a', 'an', 'the']);
const POSSESSIVES = new Set([
  "one's",
  "someone's",
  "somebody's",
  "sb's",
  'your',
  'his',
  'her',
  'their',
  'my',
  'our',
  'its',
]);
const REFLEXIVES = new Set([
  'oneself',
  'yourself',
  'himself',
  'herself',
  'themselves',
  'myself',
  'ourselves',
  'itself',
]);
/** Shorter phrases than this (in words) must match the whole query: "time flies", not "time". */
const MIN_CONTAINED_WORDS = 3;

/** "To kill two birds with one stone!" → "kill two birds with one stone"; your/his → one's. */
export function normalizePhrase(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(sth|something)\b/g, 'something')
    .match(/[a-z]+(?:'[a-z]+)?/g);
  if (!words) return '';
  const out = words
    .filter((w) => !ARTICLES.has(w))
    .map((w) => (POSSESSIVES.has(w) ? "one's" : REFLEXIVES.has(w) ? 'oneself' : w));
  if (out[0] === 'to' && out.length > 2) out.shift();
  return out.join(' ');
}

/** Normalised phrase → indices of the idioms it names, the closest first. */
export type Phrasebook = Record<string, number[]>;

/** A saying an idiom is known by, and how close it is (higher first; popularity breaks ties). */
export interface IdiomPhrase {
  text: string;
  closeness: number;
}

/**
 * How close a record's saying is to its idiom: the saying its own meaning or literal picture
 * holds (趁热打铁: "To strike while the iron is hot."), then its first equivalent, then the others;
 * a CC-CEDICT sense counts as a first equivalent.
 */
export function recordPhrases(
  record: { meaning: string; literal?: string; equivalents?: string[] } | undefined,
  senses: readonly string[],
): IdiomPhrase[] {
  const own = ` ${normalizePhrase(`${record?.meaning ?? ''} ; ${record?.literal ?? ''}`)} `;
  const phrases = (record?.equivalents ?? []).map((text, i) => ({
    text,
    closeness: own.includes(` ${normalizePhrase(text)} `) ? 3 : i === 0 ? 2 : 1,
  }));
  return [...phrases, ...senses.map((text) => ({ text, closeness: 2 }))];
}

export function buildPhrasebook(
  phrasesOf: (index: number) => readonly (IdiomPhrase | string)[],
  count: number,
  popularity: (index: number) => number,
): Phrasebook {
  const book: Record<string, Map<number, number>> = {};
  for (let i = 0; i < count; i++) {
    for (const phrase of phrasesOf(i)) {
      const { text, closeness } =
        typeof phrase === 'string' ? { text: phrase, closeness: 1 } : phrase;
      const key = normalizePhrase(text);
      if (key.split(' ').length < 2) continue;
      const idioms = (book[key] ??= new Map());
      idioms.set(i, Math.max(idioms.get(i) ?? 0, closeness));
    }
  }
  return Object.fromEntries(
    Object.entries(book).map(([key, idioms]) => [
      key,
      [...idioms.keys()].sort(
        (a, b) => idioms.get(b)! - idioms.get(a)! || popularity(b) - popularity(a),
      ),
    ]),
  );
}

/**
 * Looks queries up in a phrasebook: the idioms whose phrase the query is (exact), then those whose
 * phrase it holds whole or that hold it whole (near). Phrases are indexed by their words once, so
 * a query reads only the phrases that share its first word or start with one of its words.
 */
export function createPhraseLookup(book: Phrasebook) {
  const byFirst = new Map<string, string[]>();
  const byWord = new Map<string, string[]>();
  for (const phrase of Object.keys(book)) {
    const words = phrase.split(' ');
    const first = byFirst.get(words[0]!);
    if (first) first.push(phrase);
    else byFirst.set(words[0]!, [phrase]);
    for (const word of new Set(words)) {
      const list = byWord.get(word);
      if (list) list.push(phrase);
      else byWord.set(word, [phrase]);
    }
  }
  return (query: string): { exact: number[]; near: number[] } => {
    const key = normalizePhrase(query);
    const exact = key ? (book[key] ?? []) : [];
    const words = key ? key.split(' ') : [];
    const near: number[] = [];
    if (words.length >= 2) {
      const padded = ` ${key} `;
      const candidates = new Set([
        ...words.flatMap((w) => byFirst.get(w) ?? []),
        ...(words.length >= MIN_CONTAINED_WORDS ? (byWord.get(words[0]!) ?? []) : []),
      ]);
      for (const phrase of candidates) {
        if (phrase === key) continue;
        const size = phrase.split(' ').length;
        const holds = size >= MIN_CONTAINED_WORDS && padded.includes(` ${phrase} `);
        const held = words.length >= MIN_CONTAINED_WORDS && ` ${phrase} `.includes(padded);
        if (holds || held) near.push(...book[phrase]!);
      }
    }
    const seen = new Set(exact);
    return { exact, near: near.filter((i) => !seen.has(i) && (seen.add(i), true)) };
  };
}
