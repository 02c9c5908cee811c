// Checks our English records (content/english/*.jsonl, or the files given) against the catalog.
// Usage: npx tsx scripts/check-english.ts [file.jsonl ...]
import { join } from 'node:path';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { checkEnglishFiles, englishFiles } from '../src/server/content/english-check.js';
import { projectRoot } from '../src/server/lib/project-root.js';

const root = projectRoot();
const files = process.argv.slice(2);
const catalog = loadCatalog(join(root, 'build', 'catalog.json.gz'));
const { records, problems } = checkEnglishFiles(
  files.length > 0 ? files : englishFiles(join(root, 'content', 'english')),
  catalog,
);
for (const p of problems) console.log(`${p.where}: ${p.message}`);
console.log(`${records.size} records read, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
