/** Pinyin parsing shared by the index (catalog readings) and queries (what people type). */

const TONE_MARKS: Record<string, [string, number]> = {};
for (const [base, marked] of [
  ['a', 'āáǎà'],
  ['e', 'ēéěè'],
  ['i', 'īíǐì'],
  ['o', 'ōóǒò'],
  ['u', 'ūúǔù'],
  ['ü', 'ǖǘǚǜ'],
] as const) {
  [...marked].forEach((m, i) => (TONE_MARKS[m] = [base, i + 1]));
}

export interface Syllable {
  /** Toneless, ü written as v: "lv", "hua". */
  base: string;
  /** 1–4, 5 for neutral; undefined when the user gave no tone. */
  tone?: number;
}

/** "huà" → {base: "hua", tone: 4}; "hua4" → same; "hua" → no tone; "lü"/"lv"/"lu:" → "lv". */
export function parseSyllable(raw: string): Syllable {
  let tone: number | undefined;
  let base = '';
  for (const ch of raw.normalize('NFC').toLowerCase()) {
    const marked = TONE_MARKS[ch];
    if (marked) {
      base += marked[0];
      tone = marked[1];
    } else if (/[1-5]/.test(ch)) tone = Number(ch);
    else base += ch;
  }
  base = base.replace(/ü|u:/g, 'v');
  return tone === undefined ? { base } : { base, tone };
}

/** Catalog pinyin "huà shé tiān zú" → syllables with tones (neutral = 5). */
export function catalogSyllables(pinyin: string): Syllable[] {
  return pinyin
    .split(/[\s'’·-]+/)
    .filter(Boolean)
    .map((s) => {
      // ~1,500 distinct syllables over 120k in the catalog: parse each once (server start-up).
      let syl = syllableCache.get(s);
      if (!syl) {
        const parsed = parseSyllable(s);
        syl = { base: parsed.base.replace(/[^a-zv]/g, ''), tone: parsed.tone ?? 5 };
        syllableCache.set(s, syl);
      }
      return syl;
    });
}
const syllableCache = new Map<string, Syllable>();

/**
 * Splits unspaced pinyin ("huashetianzu", "hua4she2") into syllables known to the catalog.
 * Dynamic programming so "xian" vs "xi an" resolves to the split with fewest syllables.
 */
export function segmentPinyin(token: string, known: ReadonlySet<string>): Syllable[] | null {
  const text = token.normalize('NFC').toLowerCase();
  const n = text.length;
  const best: (Syllable[] | null)[] = new Array(n + 1).fill(null);
  best[0] = [];
  for (let i = 0; i < n; i++) {
    const prefix = best[i];
    if (!prefix) continue;
    for (let j = Math.min(n, i + 7); j > i; j--) {
      const syl = parseSyllable(text.slice(i, j));
      // A tone digit belongs to the syllable before it, never starts one.
      if (!known.has(syl.base) || /^[1-5]/.test(text.slice(i, j))) continue;
      const candidate = [...prefix, syl];
      const current = best[j];
      if (!current || candidate.length < current.length) best[j] = candidate;
    }
  }
  return best[n] ?? null;
}

/** Every token of the query as syllables, or null when some token is not pinyin. */
export function parsePinyinQuery(query: string, known: ReadonlySet<string>): Syllable[] | null {
  const tokens = query.split(/[\s'’,.·-]+/).filter(Boolean);
  if (tokens.length === 0) return null;
  const out: Syllable[] = [];
  for (const token of tokens) {
    const syllables = segmentPinyin(token, known);
    if (!syllables) return null;
    out.push(...syllables);
  }
  return out;
}

/** "hstz": 2–4 letters, none a vowel, read as the initials of each syllable. */
export function parseInitials(query: string): string | null {
  const compact = query.toLowerCase().replace(/\s+/g, '');
  return /^[a-z]{2,4}$/.test(compact) && /[^aeiou]/.test(compact) ? compact : null;
}

export const hasToneInfo = (query: string) =>
  /[1-5]|[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/.test(query.normalize('NFC'));
