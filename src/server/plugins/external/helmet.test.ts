import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { THEME_SCRIPT } from '../../../shared/theme-script';
import { projectRoot } from '../../lib/project-root';
import { THEME_SCRIPT_HASH } from './helmet';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("the page's Content-Security-Policy", () => {
  it('allows the theme script by its hash and no other inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toContain(THEME_SCRIPT_HASH);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('hashes the very script the built page carries', () => {
    const built = join(projectRoot(), 'dist', 'client', 'index.html');
    let html: string;
    try {
      html = readFileSync(built, 'utf8');
    } catch {
      return; // no client build here: the e2e theme test covers the served page
    }
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
  });
});
