import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, PGLITE_TEMPLATE_DIR, pgliteDir, type Database } from './db/client.js';
import type { Env } from './env.js';
import { projectRoot } from './lib/project-root.js';

/** Resolves a configured path against the project root (so `npm start` works from anywhere). */
export function resolvePath(path: string): string {
  return resolve(projectRoot(), path);
}

export function openConfiguredDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir(resolvePath(env.DATA_DIR)),
        templateDir: PGLITE_TEMPLATE_DIR,
      });
}

/**
 * JWT_SECRET, or a random secret created once and kept in DATA_DIR so tokens survive restarts.
 * Written aside and renamed into place; a kept secret shorter than JWT_SECRET's 32 characters
 * (an empty file left by a crash or a full disk) is replaced, as every login failed with it
 * (issue 26): the sessions it signed could not be trusted anyway.
 */
export function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = resolvePath(env.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, secret, { mode: 0o600 });
  renameSync(draft, file);
  return secret;
}
