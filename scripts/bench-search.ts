/**
 * `npm run bench:search`: search quality (recall@10, MRR) on tests/search-quality, an ablation of
 * the English ranking signals, latency per query kind inside the process, and index memory.
 * Usage: npm run bench:search [-- --no-ablation]
 */
import { loadavg } from 'node:os';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { parseEnv } from '../src/server/env.js';
import { resolvePath } from '../src/server/runtime.js';
import { searchDataPath } from '../src/server/search/search-data-path.js';
import {
  DEFAULT_ENGLISH_OPTIONS,
  type EnglishOptions,
} from '../src/server/search/english/english-index.js';
import {
  createSearchIndex,
  loadSearchData,
  type SearchIndex,
} from '../src/server/search/search-index.js';
import { analyze } from '../src/server/search/english/tokenize.js';
import { qualitySet, type QualityCase } from '../tests/search-quality/quality-set.js';
import { recallAtTen } from '../tests/search-quality/recall-at-ten.js';

const catalogPath = resolvePath(parseEnv(process.env).CATALOG_PATH);
const catalog = loadCatalog(catalogPath);
const set = qualitySet();
const known = new Set(catalog.entries.map((e) => e.word));

const evaluate = (index: SearchIndex, cases: QualityCase[], type: 'all' | 'english' = 'all') =>
  recallAtTen(index, catalog, cases, type);

const fmt = (x: number) => x.toFixed(3);
const usable = (cases: QualityCase[]) => cases.filter((c) => c.a.some((w) => known.has(w)));

// Start-up cost and memory of the index the server uses: reading the artifact + building.
global.gc?.();
const memBefore = process.memoryUsage();
const heapBefore = memBefore.heapUsed + memBefore.arrayBuffers;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const data = loadSearchData(searchDataPath(catalogPath));
const index = createSearchIndex(catalog, data);
const buildMs = performance.now() - t0;
const cpuUsed = process.cpuUsage(cpu0);
const buildCpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
global.gc?.();
const memAfter = process.memoryUsage();
const heapAfter = memAfter.heapUsed + memAfter.arrayBuffers;
console.log(
  `catalog: ${catalog.size} idioms; search data: ${data ? 'loaded' : 'MISSING (run npm run build:search-index)'}`,
);
console.log(
  `index start-up (read artifact + build): ${buildMs.toFixed(0)} ms wall, ${buildCpuMs.toFixed(0)} ms cpu; index memory (heap + array buffers): ~${((heapAfter - heapBefore) / 1e6).toFixed(0)} MB (run with --expose-gc for exact figures); rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB\n`,
);

console.log('quality (any accepted idiom in the top 10):');
for (const kind of ['english', 'chinese', 'pinyin'] as const) {
  const cases = usable(set[kind]);
  const r = evaluate(index, cases);
  console.log(
    `  ${kind.padEnd(8)} n=${String(r.n).padStart(3)}  recall@10 ${fmt(r.recall)}  MRR ${fmt(r.mrr)}`,
  );
  if (kind !== 'english' && r.misses.length) console.log(`    misses: ${r.misses.join(' | ')}`);
}
const english = usable(set.english);
for (const kind of ['idiom', 'idiom-held'] as const) {
  const cases = usable(set.idioms.filter((c) => c.kind === kind));
  const r = recallAtTen(index, catalog, cases, 'all', 3);
  console.log(
    `  English idioms typed as they are (${kind === 'idiom' ? 'tuned on' : 'held out, never tuned on'}): n=${r.n} in top 3 ${fmt(r.recall)} MRR ${fmt(r.mrr)}`,
  );
  if (r.misses.length) console.log(`    misses: ${r.misses.join(' | ')}`);
}

// Honesty check: how much of each description is worded like its idiom's CC-CEDICT gloss.
const glossOverlap = (c: QualityCase) => {
  const q = new Set(analyze(c.q));
  let best = 0;
  for (const w of c.a) {
    const e = catalog.get(w)?.english;
    if (!e) continue;
    const g = new Set(analyze([e.literal ?? '', ...e.senses].join(' ')));
    best = Math.max(best, [...q].filter((t) => g.has(t)).length / Math.max(1, q.size));
  }
  return best;
};
const glossWorded = english.filter((c) => glossOverlap(c) >= 0.6);
const ownWorded = english.filter((c) => glossOverlap(c) < 0.6);
for (const [name, cases] of [
  ['English, ≥ 60% of words shared with a target gloss', glossWorded],
  ['English, the rest', ownWorded],
  ['English, the original 218 cases', english.filter((c) => !c.kind)],
  [
    'English, 24 cases added after the thesaurus was tuned',
    english.filter((c) => c.kind === 'added-after-tuning'),
  ],
  [
    'English, unseen cases (written apart, never tuned on)',
    english.filter((c) => c.kind === 'unseen'),
  ],
  [
    'English, blind cases (written after the last change, never looked at)',
    english.filter((c) => c.kind === 'blind'),
  ],
  [
    'English, short dictionary-style meanings (blind, never looked at)',
    english.filter((c) => c.kind === 'short'),
  ],
  [
    'English, story descriptions (written before the lessons, never tuned on)',
    english.filter((c) => c.kind === 'story'),
  ],
] as const) {
  const r = evaluate(index, cases);
  console.log(`  ${name}: n=${r.n} recall@10 ${fmt(r.recall)} MRR ${fmt(r.mrr)}`);
}
// Tuning used the even-numbered original cases; cases added later (kind set) were never tuned on.
const original = english.filter((c) => !c.kind);
const dev = original.filter((_, i) => i % 2 === 0);
const heldOut = original.filter((_, i) => i % 2 === 1);
const added = english.filter((c) => c.kind === 'added-after-tuning');
const unseen = english.filter((c) => c.kind === 'unseen');
const blind = english.filter((c) => c.kind === 'blind');
const short = english.filter((c) => c.kind === 'short');
const story = english.filter((c) => c.kind === 'story');

// Latency: every query of each kind, repeated, timed one call at a time. Wall time suffers when
// other processes share the CPU, so CPU time of this process is printed too.
console.log('\nlatency per query (ms, in process): wall p50 / p99 | cpu p50 / p99');
for (const kind of ['chinese', 'pinyin', 'english'] as const) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < (kind === 'english' ? 5 : 20); round++) {
    for (const c of set[kind]) {
      const c0 = process.cpuUsage();
      const s = performance.now();
      index.search(c.q);
      wall.push(performance.now() - s);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const p = (xs: number[], q: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  };
  console.log(
    `  ${kind.padEnd(8)} ${p(wall, 0.5)} / ${p(wall, 0.99)} | ${p(cpu, 0.5)} / ${p(cpu, 0.99)}  (${wall.length} calls)`,
  );
}
console.log(
  `  load average: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

if (!process.argv.includes('--no-ablation')) {
  const D = DEFAULT_ENGLISH_OPTIONS;
  const off = (patch: Partial<EnglishOptions>): EnglishOptions => ({ ...D, ...patch });
  const noMeaning = { ...D.fields, meaning: 0, situations: 0, lessons: 0, phrases: 0 };
  const base = {
    fields: { ...noMeaning, zh: 0, chars: 0 },
    synonyms: 0,
    thesaurus: 0,
    thesaurusVectors: 0,
    vectors: 0,
    neighbors: 0,
    rerank: 0,
    popularity: 0,
  };
  const signals = { ...base, fields: noMeaning, popularity: D.popularity };
  const variants: [string, EnglishOptions][] = [
    ['BM25F over CC-CEDICT glosses only', off(base)],
    ['+ glossed 释义 (jieba + CC-CEDICT)', off({ ...base, fields: { ...noMeaning, chars: 0 } })],
    [
      '+ popularity prior',
      off({ ...base, fields: { ...noMeaning, chars: 0 }, popularity: D.popularity }),
    ],
    ['+ per-character glosses', off(signals)],
    ['+ WordNet synonyms', off({ ...signals, synonyms: D.synonyms })],
    [
      '(side) + concept thesaurus, no vectors',
      off({ ...signals, synonyms: D.synonyms, thesaurus: D.thesaurus }),
    ],
    [
      '+ mean word vectors',
      off({ fields: noMeaning, rerank: 0, neighbors: 0, thesaurus: 0, thesaurusVectors: 0 }),
    ],
    ['+ word-alignment re-ranking', off({ fields: noMeaning, thesaurus: 0, thesaurusVectors: 0 })],
    ['+ concept thesaurus expansion', off({ fields: noMeaning, thesaurusVectors: 0 })],
    ['+ thesaurus words in query vectors', off({ fields: noMeaning })],
    [
      '+ our English meanings',
      off({ fields: { ...D.fields, situations: 0, lessons: 0, phrases: 0 } }),
    ],
    ['+ two-word phrases', off({ fields: { ...D.fields, situations: 0, lessons: 0 } })],
    ['+ everyday situations', off({ fields: { ...D.fields, lessons: 0 } })],
    ['+ lessons: stories, morals, examples (server)', D],
    ['server + vector-neighbour expansion', off({ neighbors: 0.3 })],
    ['server without 释义 glosses', off({ fields: { ...D.fields, zh: 0 } })],
    ['server without popularity', off({ popularity: 0 })],
    ['server without WordNet synonyms', off({ synonyms: 0 })],
    ['server without concept thesaurus', off({ thesaurus: 0, thesaurusVectors: 0 })],
    [
      'server without word vectors and re-rank',
      off({ vectors: 0, rerank: 0, thesaurusVectors: 0 }),
    ],
    [
      'our English meanings alone (BM25F)',
      off({
        ...base,
        fields: {
          senses: 0,
          literal: 0,
          zh: 0,
          chars: 0,
          meaning: 1,
          situations: 0,
          lessons: 0,
          phrases: 0,
        },
      }),
    ],
    ['word vectors alone', off({ ...base, vectors: D.vectors })],
  ];
  console.log(
    '\nEnglish ablation (recall@10 / MRR): all | dev half (tuned on) | held-out half | added later | unseen | blind | short | story',
  );
  for (const [name, options] of variants) {
    const ix = createSearchIndex(catalog, data, options);
    const cols = [english, dev, heldOut, added, unseen, blind, short, story].map((cases) =>
      evaluate(ix, cases, 'english'),
    );
    console.log(
      `  ${name.padEnd(44)} ${cols.map((r) => `${fmt(r.recall)} / ${fmt(r.mrr)}`).join(' | ')}`,
    );
  }
}

if (process.argv.includes('--misses')) {
  console.log('\nEnglish misses:');
  for (const q of evaluate(index, english).misses) console.log(`  ${q}`);
}
