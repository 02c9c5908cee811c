/**
 * `npm run bench`: builds what is missing, then runs each section of scripts/bench/sections.ts,
 * prints ONE report and saves it as JSON in bench-results/bench-<time>.json (git-ignored: a run
 * belongs to its machine; docs/speed.md keeps the figures we quote). `npm run bench -- startup`
 * runs only the named sections.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sections } from './bench/sections.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });

const wanted = process.argv.slice(2);
const started = new Date();
const report: {
  startedAt: string;
  finishedAt?: string;
  machine: Record<string, unknown>;
  sections: Record<
    string,
    { ok: boolean; figures?: Record<string, string>; data?: unknown; error?: string }
  >;
} = {
  startedAt: started.toISOString(),
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: loadavg()[0],
  },
  sections: {},
};
let failed = false;
for (const section of sections.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  console.log(`\n… ${section.name}`);
  try {
    const result = await section.run({ root });
    report.sections[section.name] = {
      ok: result.ok !== false,
      figures: result.figures,
      data: result.data,
    };
    if (result.ok === false) failed = true;
  } catch (error) {
    failed = true;
    report.sections[section.name] = {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
report.finishedAt = new Date().toISOString();

console.log(
  `\n# Bench report (${report.startedAt}, Node ${process.version}, ${cpus().length} cores)`,
);
for (const [name, result] of Object.entries(report.sections)) {
  if (result.error) {
    console.log(`\n## ${name}: failed\n${result.error}`);
    continue;
  }
  console.log(`\n## ${name}${result.ok ? '' : ' (target missed)'}`);
  const figures = result.figures ?? {};
  const width = Math.max(...Object.keys(figures).map((label) => label.length));
  for (const [label, value] of Object.entries(figures))
    console.log(`  ${label.padEnd(width)}  ${value}`);
}
const dir = join(root, 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nSaved ${file.slice(root.length + 1)}`);
process.exitCode = failed ? 1 : 0;
