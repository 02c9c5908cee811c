import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';

/** The .jsonl files of a content folder, in name order (none when it does not exist). */
export const jsonlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.jsonl'))
        .sort()
        .map((f) => join(dir, f))
    : [];

/** One line of a content file: where it is, and its JSON (undefined when it is not JSON). */
export interface JsonlLine {
  where: string;
  row: unknown;
  json: boolean;
}

/** Every non-blank line of the files, parsed as JSON, with its file and line number. */
export function* jsonlLines(files: readonly string[]): Generator<JsonlLine> {
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i]!.trim() === '') continue;
      const where = `${basename(file)}:${i + 1}`;
      try {
        yield { where, row: JSON.parse(lines[i]!) as unknown, json: true };
      } catch {
        yield { where, row: undefined, json: false };
      }
    }
  }
}

/**
 * The records of `dir` that have the schema's shape, by word. The build checked them against the
 * catalog; here a line is only parsed, which keeps the first detail request quick, and a line
 * edited since the build is skipped, never served broken.
 */
export function readRecords<T extends { word: string }>(
  dir: string,
  schema: z.ZodType<T>,
): Map<string, T> {
  const records = new Map<string, T>();
  for (const { row } of jsonlLines(jsonlFiles(dir))) {
    const parsed = schema.safeParse(row);
    if (parsed.success) records.set(parsed.data.word, parsed.data);
  }
  return records;
}

/** A problem with one line of a content file. */
export interface RecordProblem {
  where: string;
  message: string;
}

/**
 * Every line of the files checked for JSON and the schema's shape, a word once; `check` adds the
 * record's own rules. What the build and the tests use for lessons and English records alike.
 */
export function checkRecordFiles<T extends { word: string }>(
  files: readonly string[],
  schema: z.ZodType<T>,
  check: (record: T) => string[],
): { records: Map<string, T>; problems: RecordProblem[] } {
  const problems: RecordProblem[] = [];
  const records = new Map<string, T>();
  for (const { where, row, json } of jsonlLines(files)) {
    if (!json) {
      problems.push({ where, message: 'not JSON' });
      continue;
    }
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const word = (row as { word?: unknown } | null)?.word;
      for (const issue of parsed.error.issues)
        problems.push({
          where: `${where} ${String(word ?? '')}`,
          message: `${issue.path.join('.')}: ${issue.message}`,
        });
      continue;
    }
    const record = parsed.data;
    const at = `${where} ${record.word}`;
    if (records.has(record.word)) problems.push({ where: at, message: 'word appears twice' });
    for (const message of check(record)) problems.push({ where: at, message });
    records.set(record.word, record);
  }
  return { records, problems };
}
