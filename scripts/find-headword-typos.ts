/**
 * Lists headwords of chengyu's data/3.txt that look misspelled (docs/catalog.md, "Misspelled
 * headwords"): a word that differs in one character from a CC-CEDICT word, from a form its own
 * 释义/出处 quotes, or from another catalog word, the two characters read alike. Every candidate is
 * reviewed by hand before it goes into headword-corrections.ts. `npx tsx scripts/find-headword-typos.ts`
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convert } from 'pinyin-pro';
import { dataFilePath, parseDataFile } from '../src/server/catalog/build-catalog.js';
import { readingsOf } from '../src/server/catalog/character-readings.js';
import { toNumberedPinyin } from '../src/server/catalog/pinyin-tones.js';
import { getBySimplified, getByTraditional } from '../src/server/catalog/cedict.js';
import { HEADWORD_CORRECTIONS } from '../src/server/catalog/headword-corrections.js';

const FOUR_HAN = /^\p{Script=Han}{4}$/u;
const plain = (s: string) =>
  convert(s, { format: 'toneNone' }).replace(/[0-9]/gu, '').toLowerCase();
const soundsOf = (char: string) => new Set([...readingsOf(char)].map(plain));
const alike = (a: string, b: string) => [...soundsOf(a)].some((s) => soundsOf(b).has(s));

/** CC-CEDICT calls one character a variant of the other, or one is the other's traditional form. */
function isVariantOf(a: string, b: string): boolean {
  const entries = [a, b].flatMap((ch) => {
    const found =
      getBySimplified(ch, { asObject: false }) ?? getByTraditional(ch, { asObject: false });
    return Array.isArray(found) ? found : [];
  });
  return entries.some(
    (e) =>
      (e.traditional === a && e.simplified === b) ||
      (e.traditional === b && e.simplified === a) ||
      e.english.some((s) =>
        e.simplified === a || e.traditional === a
          ? s.includes(`variant of ${b}`) || s.includes(`|${b}`)
          : s.includes(`variant of ${a}`) || s.includes(`|${a}`),
      ),
  );
}

const text = readFileSync(
  fileURLToPath(new URL('../data/simplified.js', import.meta.resolve('cc-cedict'))),
  'utf8',
);
const cedictWords = Object.keys(
  JSON.parse(text.slice('export default '.length).trimEnd().replace(/;$/u, '')) as object,
).filter((w) => FOUR_HAN.test(w));
const cedictSet = new Set(cedictWords);

const idioms = parseDataFile(readFileSync(dataFilePath(), 'utf8')).idioms;
const catalogSet = new Set(idioms.map((i) => i.word));

const masks = new Map<string, string[]>();
const addMasks = (word: string) =>
  [...word].forEach((_, i) => {
    const chars = [...word];
    chars[i] = '_';
    const key = chars.join('');
    masks.set(key, [...(masks.get(key) ?? []), word]);
  });
for (const w of new Set([...cedictWords, ...catalogSet])) addMasks(w);

for (const idiom of idioms) {
  const w = idiom.word;
  if (HEADWORD_CORRECTIONS[w]) continue;
  const chars = [...w];
  const evidence: string[] = [];
  chars.forEach((c, i) => {
    const key = chars.map((x, j) => (j === i ? '_' : x)).join('');
    const field = idiom.syllables[i];
    const fieldFits = field ? readingsOf(c).has(toNumberedPinyin(field)) : true;
    for (const other of masks.get(key) ?? []) {
      if (other === w) continue;
      const oc = [...other][i]!;
      const sameSound = field ? readingsOf(oc).has(toNumberedPinyin(field)) : alike(c, oc);
      if (!sameSound) continue;
      if (isVariantOf(c, oc)) continue;
      const where = [
        cedictSet.has(other) ? 'cedict' : '',
        catalogSet.has(other) ? 'catalog' : '',
        `${idiom.explanation}${idiom.source ?? ''}`.includes(other) ? 'quoted' : '',
        fieldFits ? '' : 'fieldMismatch',
      ].filter(Boolean);
      evidence.push(`${c}→${oc} ${other} [${where.join(',')}]`);
    }
  });
  if (evidence.length === 0) continue;
  const strong = evidence.some((e) => /cedict|quoted|fieldMismatch/u.test(e));
  const inCedict = cedictSet.has(w);
  console.log(
    `${strong ? '*' : ' '}${inCedict ? 'C' : ' '} ${w} ${idiom.syllables.join(' ')} | ${evidence.join('; ')} | ${idiom.explanation.slice(0, 60)}`,
  );
}
