import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeLlmServer, validLlmReply } from '../support/fake-llm-server';
import { openExplorerAs, registerUser, search, searchBox } from './explorer-helpers';

// Slow generation needs the LLM generator, so this file runs its own production server pointed at
// a local fake LLM (a real HTTP server speaking the streaming chat-completions protocol).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const fake = new FakeLlmServer();
let server: ChildProcess;
let base = '';
let dataDir = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const llmUrl = await fake.start();
  fake.behaviour = { content: validLlmReply('画蛇添足', 'huà shé tiān zú'), chunks: 4 };
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'chengyu-explorer-gen-'));
  server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error', // the daily idiom's generation fails against the fixed fake reply: expected
      LLM_BASE_URL: llmUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
    },
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('explorer generation server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('watch progress and fun facts, cancel, then reopen the idiom', async ({
  page,
  request,
}, testInfo) => {
  const user = await registerUser(request, 'gen', { baseURL: base, dataDir });
  await openExplorerAs(page, user, base);

  // Slow: ~20 s of streaming, so the overlay can be watched and cancelled.
  fake.behaviour = {
    content: validLlmReply('画蛇添足', 'huà shé tiān zú'),
    chunks: 50,
    chunkDelayMs: 400,
  };
  await search(page, '画蛇添足');
  await page.locator('.sb-card').first().click();

  const overlay = page.getByRole('dialog', { name: '画蛇添足' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText("No way! You're the first to search for 画蛇添足!");
  const bar = overlay.getByRole('progressbar', { name: 'Generation progress' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(overlay.locator('.gen-status')).toHaveText(
    /^\d+% (Analyzing character meanings|Generating story and implications|Creating usage examples|Finalizing analysis)\.\.\.$/,
  );
  await expect(overlay.getByText('Did you know?')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('loading-overlay.png') });
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Generating idiom details...');
  await expect(searchBox(page)).toBeDisabled();

  const cancelCall = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/idioms\/cancel-task\/gen_[^/]+\/$/.test(r.url()),
  );
  await overlay.getByRole('button', { name: 'Cancel' }).click();
  await cancelCall;
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0); // a cancel is silent
  await expect(searchBox(page)).toBeEnabled();
  await expect(page.locator('.mm-main-word')).not.toHaveText('画蛇添足');

  // Reopen with a quick model: the map shows the generated detail.
  fake.behaviour = { content: validLlmReply('画蛇添足', 'huà shé tiān zú'), chunks: 4 };
  await search(page, '画蛇添足');
  await page.locator('.sb-card').first().click();
  await expect(page.locator('.mm-main-word')).toHaveText('画蛇添足', { timeout: 20_000 });
  await expect(page.locator('.mm-content-moral .mm-text')).toHaveText('A moral.');
  await expect(page.locator('.mm-char-meaning')).toHaveText([
    'meaning 1',
    'meaning 2',
    'meaning 3',
    'meaning 4',
  ]);
});
