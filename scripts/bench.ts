/**
 * `npm run bench`: builds what is missing, then runs each section of scripts/bench/sections.ts and
 * prints its figures. `npm run bench -- startup` runs only the named sections.
 */
import { execSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sections } from './bench/sections.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });

const wanted = process.argv.slice(2);
let failed = false;
for (const section of sections.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  try {
    const result = await section.run({ root });
    console.log(`\n## ${section.name}${result.ok === false ? ' (target missed)' : ''}`);
    const width = Math.max(...Object.keys(result.figures).map((label) => label.length));
    for (const [label, value] of Object.entries(result.figures))
      console.log(`  ${label.padEnd(width)}  ${value}`);
    if (result.ok === false) failed = true;
  } catch (error) {
    failed = true;
    console.log(
      `\n## ${section.name}: failed\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
