// Lists every related idiom of the lessons (similar and opposite) with both idioms' 释义 and
// English meaning, the most suspicious first, for a reviewer to judge (issue 23). A similar pair
// is suspicious when its definitions and English meanings share little, more so when the two
// words share a character (a pair that only shares a character or a theme); an opposite pair is
// suspicious when its meanings overlap a lot (it may be a synonym) or when nothing ties them.
// Writes build/related-review.tsv (rank, score, file:line, kind, word, related, 释义 ×2, English ×2)
// and prints the first --limit rows compactly.
// With --by-lesson: one line per lesson instead (word, English, ≈ similar…, ≠ opposite…), in the
// order of its most suspicious relation, for a quick pass over all of them.
// Usage: npx tsx scripts/related-review-list.ts [--limit 200] [--offset 0] [--kind similar|opposite] [--by-lesson]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { englishMeaning } from '../src/server/content/english-meaning.js';
import { sharedIdiomContent } from '../src/server/content/idiom-content.js';
import { lessonFiles } from '../src/server/content/lesson-check.js';
import { LessonSchema } from '../src/server/content/lesson-schema.js';
import { projectRoot } from '../src/server/lib/project-root.js';

const root = projectRoot();
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const limit = Number(option('limit') ?? 200);
const offset = Number(option('offset') ?? 0);
const kindFilter = option('kind');

const catalog = loadCatalog(join(root, 'build', 'catalog.json.gz'));
const content = sharedIdiomContent();

const STOP = new Set(
  'a an the of to and or in on at by for with as is be it its one ones that this from into who what not no'.split(
    ' ',
  ),
);
const enWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/\s*literally:.*$/s, '')
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.replace(/(ing|ed|es|s|ly)$/, '')),
  );
const zhBigrams = (text: string) => {
  const han = text.replace(/[^\u4e00-\u9fff]/g, '');
  const grams = new Set<string>();
  for (let i = 0; i + 1 < han.length; i++) grams.add(han.slice(i, i + 2));
  return grams;
};
const dice = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
};
const sharesCharacter = (a: string, b: string) => [...a].some((c) => b.includes(c));
const definition = (word: string) =>
  (catalog.get(word)?.explanationZh ?? '').replace(/\s+/g, ' ').trim();
const english = (word: string) => {
  const entry = catalog.get(word);
  return ((entry && englishMeaning(entry, content)) ?? '').replace(/\s+/g, ' ').trim();
};

interface Row {
  score: number;
  where: string;
  kind: 'similar' | 'opposite';
  word: string;
  related: string;
}
const rows: Row[] = [];
for (const file of lessonFiles(join(root, 'content', 'lessons'))) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      const lesson = LessonSchema.parse(JSON.parse(line));
      for (const kind of ['similar', 'opposite'] as const) {
        for (const related of lesson.related[kind]) {
          const zh = dice(zhBigrams(definition(lesson.word)), zhBigrams(definition(related)));
          const en = dice(enWords(english(lesson.word)), enWords(english(related)));
          const overlap = Math.max(zh, en);
          const shared = sharesCharacter(lesson.word, related);
          // Antonyms often mirror each other's characters (事半功倍/事倍功半): only similar pairs
          // are suspected for sharing one.
          const score =
            kind === 'similar'
              ? 1 - overlap + (shared ? 0.3 : 0)
              : 0.5 + 0.5 * overlap - (shared ? 0.2 : 0);
          rows.push({
            score,
            where: `${basename(file)}:${index + 1}`,
            kind,
            word: lesson.word,
            related,
          });
        }
      }
    });
}
rows.sort((a, b) => b.score - a.score);

const tsv = rows.map((r, i) =>
  [
    i + 1,
    r.score.toFixed(2),
    r.where,
    r.kind,
    r.word,
    r.related,
    definition(r.word),
    definition(r.related),
    english(r.word),
    english(r.related),
  ].join('\t'),
);
mkdirSync(join(root, 'build'), { recursive: true });
writeFileSync(join(root, 'build', 'related-review.tsv'), tsv.join('\n') + '\n');

const short = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);
if (process.argv.includes('--by-lesson')) {
  const words = [...new Set(rows.map((r) => r.word))].slice(offset, offset + limit);
  for (const word of words) {
    const mine = rows.filter((r) => r.word === word);
    const list = (kind: string) =>
      mine
        .filter((r) => r.kind === kind)
        .map((r) => r.related)
        .join(' ');
    console.log(`${word} ${short(english(word), 40)} ≈ ${list('similar')} ≠ ${list('opposite')}`);
  }
  process.exit(0);
}
const shown = rows
  .map((r, i) => ({ r, i }))
  .filter(({ r }) => !kindFilter || r.kind === kindFilter)
  .slice(offset, offset + limit);
for (const { r, i } of shown)
  console.log(
    `${i + 1} ${r.kind === 'similar' ? '≈' : '≠'} ${r.word} ${r.related} | ${short(english(r.word), 50)} | ${short(english(r.related), 50)} | ${short(definition(r.related), 30)}`,
  );
console.log(
  `${rows.length} relations; build/related-review.tsv has them all, most suspicious first`,
);
