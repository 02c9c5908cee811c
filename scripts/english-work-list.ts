// Writes the idioms that still need an English record (content/english), most popular first, as
// tab-separated chunks for the writers: build/english-work/chunk-NNN.tsv (ADR 0130).
// Columns: word, pinyin, 释义, 出处 (work｜passage), 示例, CC-CEDICT senses.
// With --lessons: the idioms that have a lesson but no record yet (build/english-work/lesson-NNN.tsv),
// with a seventh column, the lesson's character senses.
// Usage: npx tsx scripts/english-work-list.ts [--size 250] [--lessons]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { englishFiles } from '../src/server/content/english-check.js';
import { lessonFiles } from '../src/server/content/lesson-check.js';
import { projectRoot } from '../src/server/lib/project-root.js';

const root = projectRoot();
const sizeAt = process.argv.indexOf('--size');
const size = sizeAt > 0 ? Number(process.argv[sizeAt + 1]) : 250;
const catalog = loadCatalog(join(root, 'build', 'catalog.json.gz'));

const wordsIn = (files: string[]) =>
  new Set(
    files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { word: string }).word),
    ),
  );
const forLessons = process.argv.includes('--lessons');
const lessons = new Map(
  lessonFiles(join(root, 'content', 'lessons')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const lesson = JSON.parse(line) as { word: string; characters: { meaning: string }[] };
        return [lesson.word, lesson.characters.map((c) => c.meaning).join(' | ')] as const;
      }),
  ),
);
const recorded = wordsIn(englishFiles(join(root, 'content', 'english')));
const wanted = (word: string) => !recorded.has(word) && lessons.has(word) === forLessons;

const cell = (text: string | undefined, max: number) => {
  const flat = (text ?? '').replace(/[\t\r\n]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

const todo = [...catalog.entries]
  .filter((entry) => wanted(entry.word))
  .sort((a, b) => b.popularity - a.popularity);
const out = join(root, 'build', 'english-work');
const prefix = forLessons ? 'lesson' : 'chunk';
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) if (file.startsWith(prefix)) rmSync(join(out, file));
for (let start = 0, n = 1; start < todo.length; start += size, n++) {
  const rows = todo
    .slice(start, start + size)
    .map((entry) =>
      [
        entry.word,
        entry.pinyin,
        cell(entry.explanationZh.replace(/◇/g, '。'), 160),
        entry.source ? cell(`${entry.source.work ?? ''}｜${entry.source.passage ?? ''}`, 90) : '',
        cell(entry.example?.text, 90),
        cell(entry.english?.senses.join('; '), 100),
        ...(forLessons ? [lessons.get(entry.word) ?? ''] : []),
      ].join('\t'),
    );
  writeFileSync(join(out, `${prefix}-${String(n).padStart(3, '0')}.tsv`), `${rows.join('\n')}\n`);
}
console.log(`${todo.length} idioms to write, ${Math.ceil(todo.length / size)} chunks in ${out}`);
