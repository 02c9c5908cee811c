import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETE_MARKER, copyTemplateIfFresh } from './pglite-setup';

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
    expect(readdirSync(dataDir).sort()).toEqual([COMPLETE_MARKER, 'PG_VERSION', 'base']);
    expect(readdirSync(join(dataDir, 'base'))).toEqual(['1']);
    expect(existsSync(`${dataDir}.copying`)).toBe(false);
    // The half directory is kept aside, not deleted.
    expect(readdirSync(root).filter((name) => name.startsWith('pglite.incomplete-'))).toHaveLength(
      1,
    );
  });

  it('leaves a data directory that has a database alone, marking one older code copied whole', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'data-')), 'pglite');
    mkdirSync(join(dataDir, 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dataDir, 'base', 'users'), 'rows');
    copyTemplateIfFresh(dataDir, template());
    expect(readdirSync(dataDir).sort()).toEqual([COMPLETE_MARKER, 'PG_VERSION', 'base']);
    expect(readdirSync(join(dataDir, 'base'))).toEqual(['users']);
    // Marked: never compared again.
    copyTemplateIfFresh(dataDir, template());
    expect(readdirSync(join(dataDir, 'base'))).toEqual(['users']);
  });

  // Issue 26: older code copied in place; kill -9 or a full disk mid-copy left PG_VERSION but not
  // every file, a directory that never booted (ADR 0177).
  it('sets aside a half copy left by older code (PG_VERSION, files missing) and copies again', () => {
    const root = mkdtempSync(join(tmpdir(), 'data-'));
    const dataDir = join(root, 'pglite');
    const source = template();
    mkdirSync(join(source, 'global'));
    writeFileSync(join(source, 'global', 'pg_control'), Buffer.alloc(8192));
    mkdirSync(join(source, 'pg_xact'));
    // The old copy got PG_VERSION, base and half of pg_control before it was killed.
    mkdirSync(join(dataDir, 'global'), { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    mkdirSync(join(dataDir, 'base'));
    writeFileSync(join(dataDir, 'global', 'pg_control'), Buffer.alloc(4096));
    copyTemplateIfFresh(dataDir, source);
    expect(readdirSync(dataDir).sort()).toEqual([
      COMPLETE_MARKER,
      'PG_VERSION',
      'base',
      'global',
      'pg_xact',
    ]);
    expect(readFileSync(join(dataDir, 'global', 'pg_control'))).toHaveLength(8192);
    expect(readdirSync(root).filter((name) => name.startsWith('pglite.incomplete-'))).toHaveLength(
      1,
    );
  });
});
