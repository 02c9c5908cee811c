// Helpers of the explorer specs: sign a user up through the real API, read the code from the
// mail outbox the server writes (no SMTP_URL in e2e; its DATA_DIR comes from start-e2e-server.mjs),
// and put the session into localStorage.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, fakeIp } from './support/auth-helpers';

export interface Session {
  email: string;
  access: string;
  refresh: string;
  user: Record<string, unknown>;
}

export const uniqueEmail = (tag: string) =>
  `explorer-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The e2e server keeps its data in a fresh temp dir; its outbox holds one .eml per message. */
function findCode(email: string, roots: string[]): string | null {
  for (const root of roots) {
    let files: string[] = [];
    try {
      files = readdirSync(join(root, 'outbox'));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(root, 'outbox', file), 'utf8');
      if (!text.includes(`To: ${email}`)) continue;
      const match = /verification code is:\s*(\d{6})/.exec(text);
      if (match) return match[1]!;
    }
  }
  return null;
}

export async function registerUser(
  request: APIRequestContext,
  tag: string,
  options: { baseURL?: string; dataDir?: string } = {},
): Promise<Session> {
  const base = options.baseURL ?? '';
  const email = uniqueEmail(tag);
  // A distinct client address (honoured when the server trusts the proxy header) keeps the per-IP
  // code limit from coupling this spec to others.
  const headers = { 'x-forwarded-for': fakeIp() };
  const sent = await request.post(`${base}/api/login/send-verification-code/`, {
    data: { email },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const roots = [options.dataDir ?? e2eDataDir()];
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i++) {
    code = findCode(email, roots);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(code, `no verification mail for ${email}`).toBeTruthy();
  const reply = await request.post(`${base}/api/login/register-with-verification/`, {
    data: { email, password: 'explorer-pass-1', username: `Explorer ${tag}`, code },
    headers,
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const body = (await reply.json()) as Omit<Session, 'email'>;
  return { email, ...body };
}

/** Stores the session the way the SPA does (SPEC §3 storage keys), then opens /app. */
export async function openExplorerAs(page: Page, session: Session | null, base = '') {
  await page.goto(`${base}/`);
  if (session) {
    await page.evaluate((s) => {
      localStorage.setItem('token', s.access);
      localStorage.setItem('refresh_token', s.refresh);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  }
  await page.goto(`${base}/app`);
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible({ timeout: 20_000 });
}

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search idioms' });

export async function search(page: Page, query: string) {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
  await box.press('Enter');
}
