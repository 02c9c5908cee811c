import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One case: the query and the idioms that count as finding it (any one of them). */
export interface QualityCase {
  q: string;
  a: string[];
  kind?: string;
}

const dir = join(import.meta.dirname, '.');
const load = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as QualityCase[];
const loadIfPresent = (name: string) => (existsSync(join(dir, name)) ? load(name) : []);

export const qualitySet = () => ({
  // english-unseen.json: written apart from the search's data, never tuned on (kind "unseen");
  // english-blind.json: written after the last ranking change, never looked at (kind "blind");
  // english-short.json: short dictionary-style meanings, written the same way (kind "short").
  english: [
    ...load('english.json'),
    ...loadIfPresent('english-unseen.json'),
    ...loadIfPresent('english-blind.json'),
    ...loadIfPresent('english-short.json'),
  ],
  chinese: load('chinese.json'),
  pinyin: load('pinyin.json'),
});
