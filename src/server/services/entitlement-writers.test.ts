import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';

/** Every non-test server source file, as [path relative to src/server, text]. */
function serverSources(): [string, string][] {
  const root = join(projectRoot(), 'src/server');
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
        out.push([relative(root, path), readFileSync(path, 'utf8')]);
    }
  };
  walk(root);
  return out;
}

// ADR 0170 / 0164: cached entitlements stay right only if every writer invalidates. The writers
// below receive the handle only changeSubscriptions hands out (or are endAllSessions); a new
// write anywhere else must go through them, and this test names the file that did not.
describe('writers of cached entitlement rows', () => {
  const sources = serverSources();

  it('write subscriptions only through changeSubscriptions', () => {
    const writers = sources
      .filter(([, text]) =>
        /\.(insert|update|delete)\(subscriptions\)|insert\s+into\s+subscriptions|update\s+subscriptions\s+set|delete\s+from\s+subscriptions/i.test(
          text,
        ),
      )
      .map(([path]) => path)
      .sort();
    expect(writers).toEqual([
      'cli/admin-commands.ts',
      'services/payments/subscription-actions.ts',
      'services/payments/subscription-ledger.ts',
    ]);
    for (const [path, text] of sources.filter(([p]) => writers.includes(p))) {
      // Each write is made on the transaction handle of changeSubscriptions.
      const untyped = [...text.matchAll(/(\w+)\s*\.(insert|update|delete)\(subscriptions\)/g)]
        .map((m) => m[1])
        .filter((handle) => handle !== 'tx' && handle !== 'db');
      expect(untyped, path).toEqual([]);
      if (path !== 'services/payments/subscription-ledger.ts')
        expect(text, path).not.toMatch(/\bdb\s*\.(insert|update|delete)\(subscriptions\)/);
    }
  });

  it('write sessions_valid_after only in endAllSessions', () => {
    const writers = sources
      .filter(([, text]) =>
        /sessionsValidAfter:(?!\s*(?:users\.|timestamp\())|sessions_valid_after\s*=/.test(text),
      )
      .map(([path]) => path);
    expect(writers).toEqual(['services/accounts/refresh-tokens.ts']);
  });
});
