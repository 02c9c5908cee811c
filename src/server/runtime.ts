import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** JWT_SECRET, or a random secret created once and kept in DATA_DIR so tokens survive restarts. */
export function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = resolvePath(env.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
