// Lists lesson pairs whose related idioms contradict each other: A lists B as similar while B
// lists A as opposite (content/lessons, or the files given). Exits 1 when there is any.
// Usage: npx tsx scripts/check-related.ts [file.jsonl ...]
import { join } from 'node:path';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { checkLessonFiles, lessonFiles } from '../src/server/content/lesson-check.js';
import { findRelatedContradictions } from '../src/server/content/related-contradictions.js';
import { projectRoot } from '../src/server/lib/project-root.js';

const root = projectRoot();
const files = process.argv.slice(2);
const catalog = loadCatalog(join(root, 'build', 'catalog.json.gz'));
const { lessons } = checkLessonFiles(
  files.length > 0 ? files : lessonFiles(join(root, 'content', 'lessons')),
  catalog,
);
const pairs = findRelatedContradictions(lessons);
for (const { similarIn, oppositeIn } of pairs)
  console.log(
    `${similarIn} lists ${oppositeIn} as similar; ${oppositeIn} lists ${similarIn} as opposite`,
  );
console.log(`${lessons.size} lessons, ${pairs.length} contradicting pair(s)`);
process.exit(pairs.length > 0 ? 1 : 0);
