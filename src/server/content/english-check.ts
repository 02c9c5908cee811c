import type { CatalogEntry } from '../catalog/catalog-types.js';
import { EnglishRecordSchema, type EnglishRecord } from './english-record-schema.js';
import { checkRecordFiles, jsonlFiles } from './jsonl-records.js';
import { namesCountry } from '../catalog/proper-nouns.js';

export interface EnglishCatalog {
  get(word: string): CatalogEntry | undefined;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();

/** Checks one record against the catalog; returns what is wrong (empty when it is good). */
export function checkEnglishRecord(record: EnglishRecord, catalog: EnglishCatalog): string[] {
  const entry = catalog.get(record.word);
  if (!entry) return [`${record.word} is not in the catalog`];
  const problems: string[] = [];
  record.characters.forEach((sense, i) => {
    if (namesCountry(sense))
      problems.push(`characters[${i}] (${record.word[i]}) names a country: "${sense}"`);
  });
  if (record.example && !entry.example)
    problems.push('example renders a 示例, but the catalog has none for this idiom');
  if (record.source && !entry.source?.passage)
    problems.push('source renders a 出处 passage, but the catalog has none for this idiom');
  if (record.literal && normal(record.literal) === normal(record.meaning))
    problems.push('literal repeats the meaning');
  if (/\bcatalog(ue)?\b/i.test(JSON.stringify(record)))
    problems.push('texts must not mention our "catalog"');
  if (/\b(TODO|TBD|FIXME)\b|^n\/a$/i.test(record.meaning))
    problems.push('meaning is a placeholder');
  if (
    record.equivalents &&
    new Set(record.equivalents.map(normal)).size !== record.equivalents.length
  )
    problems.push('equivalents repeat');
  return problems;
}

/** Reads and checks every line of the given files; also across files (a word twice). */
export const checkEnglishFiles = (files: string[], catalog: EnglishCatalog) =>
  checkRecordFiles(files, EnglishRecordSchema, (record) => checkEnglishRecord(record, catalog));

export const englishFiles = jsonlFiles;
