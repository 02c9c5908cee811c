// Checks our lesson records (content/lessons/*.jsonl, or the files given) against the catalog.
// Usage: npx tsx scripts/check-lessons.ts [file.jsonl ...]
import { join } from 'node:path';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { checkLessonFiles, lessonFiles } from '../src/server/content/lesson-check.js';
import { projectRoot } from '../src/server/lib/project-root.js';

const root = projectRoot();
const files = process.argv.slice(2);
const catalog = loadCatalog(join(root, 'build', 'catalog.json.gz'));
const { lessons, problems } = checkLessonFiles(
  files.length > 0 ? files : lessonFiles(join(root, 'content', 'lessons')),
  catalog,
);
for (const p of problems) console.log(`${p.where}: ${p.message}`);
console.log(`${lessons.size} records read, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
