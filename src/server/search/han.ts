const HAN = /\p{Script=Han}/u;
/** Wildcards a user may type: ? (one character) and * (any run), in ASCII or full width. */
const ONE = /[?？_＿]/;
const ANY = /[*＊]/;

export const hasHan = (text: string) => HAN.test(text);
export const isHan = (char: string) => HAN.test(char);
export const hasWildcard = (text: string) => [...text].some((c) => ONE.test(c) || ANY.test(c));

/** Keeps Han characters and wildcards; drops spaces, punctuation and Latin noise. */
export function cleanChineseQuery(text: string): string {
  return [...text].filter((c) => isHan(c) || ONE.test(c) || ANY.test(c)).join('');
}

/** 一?不? / 一*不* → an anchored pattern over whole words. */
export function wildcardPattern(query: string): RegExp {
  const body = [...query]
    .map((c) => (ONE.test(c) ? '\\p{Script=Han}' : ANY.test(c) ? '\\p{Script=Han}*' : c))
    .join('');
  return new RegExp(`^${body}$`, 'u');
}

/**
 * Traditional → simplified, one character at a time, learned from the catalog's own
 * traditional/simplified pairs: exact for every character an idiom can contain, no extra dependency.
 */
export function buildSimplifier(pairs: Iterable<{ word: string; traditional: string }>) {
  const map = new Map<string, string>();
  for (const { word, traditional } of pairs) {
    const simp = [...word];
    const trad = [...traditional];
    if (simp.length !== trad.length) continue;
    trad.forEach((t, i) => {
      if (t !== simp[i] && !map.has(t)) map.set(t, simp[i]!);
    });
  }
  return (text: string) => [...text].map((c) => map.get(c) ?? c).join('');
}
