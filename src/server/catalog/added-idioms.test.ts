import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app.js';
import { checkEnglishFiles } from '../content/english-check.js';
import { projectRoot } from '../lib/project-root.js';
import { readAddedIdioms } from './added-idioms.js';

const root = projectRoot();
const added = readAddedIdioms(join(root, 'content', 'added-idioms.jsonl'));

describe('added idioms (content/added-idioms.jsonl)', () => {
  const catalog = testCatalog();

  it('are in the built catalog with our fields and their provenance', () => {
    expect(added.length).toBeGreaterThanOrEqual(30);
    for (const idiom of added) {
      const entry = catalog.get(idiom.word);
      expect(entry, idiom.word).toBeDefined();
      expect(entry!.provenance, idiom.word).toBe(idiom.provenance);
      expect(entry!.pinyin, idiom.word).toBe(idiom.pinyin);
      expect(entry!.traditional, idiom.word).toBe(idiom.traditional);
      expect(entry!.explanationZh, idiom.word).toBe(idiom.explanation);
      expect(entry!.source?.work, idiom.word).toBe(idiom.source?.work);
    }
    // Only the added idioms carry a provenance.
    expect(catalog.entries.filter((entry) => entry.provenance).length).toBe(added.length);
  });

  it('has 愚公移山 from the Liezi, ranked by popularity like the others', () => {
    const yugong = catalog.get('愚公移山')!;
    expect(yugong.source?.work).toBe('列子·汤问');
    expect(yugong.provenance).toContain('CC-CEDICT');
    expect(yugong.characters.map((c) => c.pinyin)).toEqual(['yú', 'gōng', 'yí', 'shān']);
    expect(yugong.english?.senses.length).toBeGreaterThan(0);
    // A well-known idiom: among the 2,000 most common, as its corpus frequency says.
    const rank = [...catalog.entries].filter((e) => e.popularity > yugong.popularity).length;
    expect(rank).toBeLessThan(2000);
  });

  it('each has a valid English record (content/english/lessons-added.jsonl)', () => {
    const { records, problems } = checkEnglishFiles(
      [join(root, 'content', 'english', 'lessons-added.jsonl')],
      catalog,
    );
    expect(problems).toEqual([]);
    expect(added.filter((idiom) => !records.has(idiom.word)).map((idiom) => idiom.word)).toEqual(
      [],
    );
  });

  it('refuses a record without provenance, naming its line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'added-')), 'added-idioms.jsonl');
    const good = JSON.stringify(added[0]);
    const { provenance: _, ...bad } = added[0]!;
    writeFileSync(file, `${good}\n${JSON.stringify(bad)}\n`);
    expect(() => readAddedIdioms(file)).toThrow(/added-idioms\.jsonl:2/);
  });
});
