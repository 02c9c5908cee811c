/**
 * The classic Porter (1980) stemmer, so "gives", "giving" and "given" meet at "give".
 * Written out here (about 100 lines) rather than adding a package for it.
 */
const isCons = (w: string, i: number): boolean => {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 || !isCons(w, i - 1);
  return true;
};

/** m: the number of vowel-consonant sequences in w[0..end). */
function measure(w: string, end = w.length): number {
  let m = 0;
  let i = 0;
  while (i < end && isCons(w, i)) i++;
  while (i < end) {
    while (i < end && !isCons(w, i)) i++;
    if (i >= end) break;
    m++;
    while (i < end && isCons(w, i)) i++;
  }
  return m;
}
const hasVowel = (w: string, end = w.length) => {
  for (let i = 0; i < end; i++) if (!isCons(w, i)) return true;
  return false;
};
const doubleCons = (w: string) => w.length >= 2 && w.at(-1) === w.at(-2) && isCons(w, w.length - 1);
/** cvc where the last c is not w, x or y: "hop" → "hope" after removing -ing. */
const cvc = (w: string, end = w.length) =>
  end >= 3 &&
  isCons(w, end - 3) &&
  !isCons(w, end - 2) &&
  isCons(w, end - 1) &&
  !'wxy'.includes(w[end - 1]!);

function replaceIf(w: string, suffix: string, repl: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stem = w.slice(0, w.length - suffix.length);
  return measure(stem) > minM ? stem + repl : w;
}

const STEP2: [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
];
const STEP3: [string, string][] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

const cache = new Map<string, string>();

/** Memoised: the index stems the same few thousand words hundreds of thousands of times. */
export function stem(word: string): string {
  let out = cache.get(word);
  if (out === undefined) {
    out = porter(word);
    if (cache.size < 200_000) cache.set(word, out);
  }
  return out;
}

function porter(word: string): string {
  let w = word;
  if (w.length <= 2) return w;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else {
    for (const suf of ['ed', 'ing']) {
      if (w.endsWith(suf) && hasVowel(w, w.length - suf.length)) {
        w = w.slice(0, -suf.length);
        if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
        else if (doubleCons(w) && !'lsz'.includes(w.at(-1)!)) w = w.slice(0, -1);
        else if (measure(w) === 1 && cvc(w)) w += 'e';
        break;
      }
    }
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';
  for (const [suf, repl] of STEP2) {
    const r = replaceIf(w, suf, repl, 0);
    if (r !== null) {
      w = r;
      break;
    }
  }
  for (const [suf, repl] of STEP3) {
    const r = replaceIf(w, suf, repl, 0);
    if (r !== null) {
      w = r;
      break;
    }
  }
  for (const suf of STEP4) {
    if (!w.endsWith(suf)) continue;
    const stemPart = w.slice(0, -suf.length);
    if (measure(stemPart) > 1 && (suf !== 'ion' || /[st]$/.test(stemPart))) w = stemPart;
    break;
  }
  // Step 5
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !cvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (measure(w) > 1 && doubleCons(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
