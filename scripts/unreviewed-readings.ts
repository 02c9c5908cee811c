/**
 * Lists the catalog readings that differ from pinyin-pro's and that nothing vouches for: not
 * CC-CEDICT's reading of the idiom, not a reviewed polyphone, not a correction with its reason
 * (docs/catalog.md, "Readings"). readings.test.ts keeps the list empty.
 * `npx tsx scripts/unreviewed-readings.ts`
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readAddedIdioms, toRawIdiom } from '../src/server/catalog/added-idioms.js';
import { dataFilePath, parseDataFile, wordListOnly } from '../src/server/catalog/build-catalog.js';
import { intendedWord } from '../src/server/catalog/reading-corrections.js';
import { guessSyllables, resolveReading } from '../src/server/catalog/resolve-reading.js';

const report = parseDataFile(readFileSync(dataFilePath(), 'utf8'));
const known = new Set(report.idioms.map((idiom) => idiom.word));
const raw = [
  ...report.idioms,
  ...wordListOnly(readFileSync(dataFilePath('1.txt'), 'utf8'), known),
  ...readAddedIdioms(resolve('content', 'added-idioms.jsonl'))
    .filter((idiom) => !known.has(idiom.word))
    .map(toRawIdiom),
];
let count = 0;
for (const idiom of raw) {
  const word = intendedWord(idiom.word);
  const reading = resolveReading(word, idiom.syllables, !!idiom.pinyinTruncated);
  if (!reading.differsFromPinyinPro || reading.againstPinyinPro) continue;
  count++;
  const guess = guessSyllables(word);
  const diff = [...word]
    .map((char, i) =>
      reading.syllables[i] === guess[i] ? '' : `${char} ${reading.syllables[i]}/${guess[i]}`,
    )
    .filter(Boolean);
  console.log(`${word}\t${reading.syllables.join(' ')}\t${diff.join('; ')}\t${reading.rule}`);
}
console.error(`${count} unreviewed readings`);
