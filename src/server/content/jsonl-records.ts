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
