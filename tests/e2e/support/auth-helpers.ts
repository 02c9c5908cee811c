// Helpers for the landing/auth/support/policy/session specs: the e2e server's DATA_DIR (written by
// start-e2e-server.mjs), verification codes from its outbox, sign-up through the real API, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PASSWORD = 'atlas-pass-1';

export function e2eDataDir(): string {
  return readFileSync(
    join(tmpdir(), `chengyu-e2e-data-dir-${process.env.E2E_PORT ?? '4173'}`),
    'utf8',
  ).trim();
}

export const uniqueEmail = (tag: string) =>
  `web-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A distinct client address per test, so per-IP rate limits (trustProxy) do not couple tests. */
export const fakeIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** All mails to `to` in the outbox, oldest first. */
export function mailsTo(to: string): string[] {
  const dir = join(e2eDataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names
    .map((n) => readFileSync(join(dir, n), 'utf8'))
    .filter((text) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
}

/** The newest 6-digit code mailed to `email`. */
export async function readCode(email: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const codes = mailsTo(email)
      .map(
        (text) =>
          /verification code is:\s*(\d{6})/i.exec(text)?.[1] ??
          /\b(\d{6})\b/.exec(
            text
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n'),
          )?.[1],
      )
      .filter(Boolean);
    if (codes.length) return codes[codes.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email}`);
}

export interface Session {
  email: string;
  access: string;
  refresh: string;
  user: Record<string, unknown>;
}

/** Registers a user through the API (send code → outbox → register). */
export async function signUp(request: APIRequestContext, tag: string): Promise<Session> {
  const email = uniqueEmail(tag);
  const headers = { 'x-forwarded-for': fakeIp() };
  const sent = await request.post('/api/login/send-verification-code/', {
    data: { email, action: 'register' },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(email);
  const reply = await request.post('/api/login/register-with-verification/', {
    data: { email, password: PASSWORD, username: 'Mei Lin', code },
    headers,
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  return { email, ...(await reply.json()) };
}

/** Puts a session into the page's storage (the keys of SPEC §3). */
export async function putSession(
  page: Page,
  session: Pick<Session, 'access' | 'refresh' | 'user'>,
) {
  // A page of our origin that runs none of the app: an app page would start its own requests with
  // the session being put (a spoiled token would log it out before the test's own page loads).
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.access);
    localStorage.setItem('refresh_token', s.refresh);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/** axe: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Nothing may stick out sideways (phone layouts). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
