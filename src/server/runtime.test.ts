import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { jwtSecret } from './runtime';

describe('jwtSecret kept in DATA_DIR', () => {
  it('creates one, keeps it, and replaces an empty or short one (issue 26)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jwt-secret-'));
    const env = parseEnv({ DATA_DIR: dir });
    const first = jwtSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(jwtSecret(env)).toBe(first);
    for (const broken of ['', '\n', 'short']) {
      writeFileSync(join(dir, 'jwt-secret'), broken);
      const renewed = jwtSecret(env);
      expect(renewed.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(renewed);
    }
  });
});
