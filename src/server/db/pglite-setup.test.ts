import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyTemplateIfFresh } from './pglite-setup';

const template = () => {
  const dir = mkdtempSync(join(tmpdir(), 'template-'));
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  mkdirSync(join(dir, 'base'));
  writeFileSync(join(dir, 'base', '1'), 'x');
  return dir;
};

// Issue 26 (ADR 0157): the first start's copy lands whole or not at all.
describe('copyTemplateIfFresh', () => {
  it('copies aside and renames into place, replacing what an interrupted copy left', () => {
    const root = mkdtempSync(join(tmpdir(), 'data-'));
    const dataDir = join(root, 'pglite');
    // What kill -9 in the middle of a copy leaves: a scratch copy, and a directory without PG_VERSION.
    mkdirSync(join(`${dataDir}.copying`, 'base'), { recursive: true });
    mkdirSync(join(dataDir, 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'base', 'half'), '');
    copyTemplateIfFresh(dataDir, template());
    expect(readdirSync(dataDir).sort()).toEqual(['PG_VERSION', 'base']);
    expect(readdirSync(join(dataDir, 'base'))).toEqual(['1']);
    expect(existsSync(`${dataDir}.copying`)).toBe(false);
    // The half directory is kept aside, not deleted.
    expect(readdirSync(root).filter((name) => name.startsWith('pglite.incomplete-'))).toHaveLength(1);
  });

  it('leaves a data directory that has a database alone', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'data-')), 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    copyTemplateIfFresh(dataDir, template());
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
  });
});
