import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLlmServer, validLlmReply } from '../../../tests/support/fake-llm-server';
import { buildTestApp, testCatalog } from '../../../tests/support/test-app';
import { createTestUser } from '../../../tests/support/test-users';
import { drainOnSignal } from './graceful-shutdown';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, agent: Agent, headers = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fake = new FakeLlmServer();
let llmUrl: string;
beforeAll(async () => {
  llmUrl = await fake.start();
});
afterAll(async () => fake.stop());

async function listeningApp() {
  const app = await buildTestApp({
    env: { LLM_BASE_URL: llmUrl, LLM_API_KEY: 'k', LLM_MODEL: `slow-${randomUUID()}` },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const user = await createTestUser(app, { prefix: 'drain', subscriber: true });
  const entry = testCatalog().get('守株待兔')!;
  const detailPath = `/api/idioms/${encodeURIComponent(entry.word)}/?task_id=gen_${randomUUID()}`;
  return { app, port, user, entry, detailPath };
}

// Issue 25: SIGTERM stops new work, finishes what is in flight, closes the pool, exits in a bound.
describe('draining on SIGTERM', () => {
  it('finishes what is in flight, refuses new connections, then exits 0', async () => {
    const { app, port, user, entry, detailPath } = await listeningApp();
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 10,
      chunkDelayMs: 60,
    };
    const slowAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const openAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    // A connection that is open (kept alive) when the signal comes.
    expect((await get(port, '/api/health', openAgent)).status).toBe(200);
    const slow = get(port, detailPath, slowAgent, user.headers);
    await new Promise((resolve) => setTimeout(resolve, 150));

    const exits: { code: number; atMs: number }[] = [];
    const started = performance.now();
    const shutdown = drainOnSignal(app, {
      boundMs: 5_000,
      exit: (code) => exits.push({ code, atMs: performance.now() - started }),
    });
    const drained = shutdown('SIGTERM');
    expect(shutdown('SIGTERM')).toBe(drained);
    await new Promise((resolve) => setImmediate(resolve));

    // An idle kept-alive connection is closed, and a new one refused.
    await expect(get(port, '/api/health', openAgent)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });

    const answer = await slow;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).word).toBe(entry.word);
    const answeredAt = performance.now() - started;
    await drained;
    expect(exits).toHaveLength(1);
    expect(exits[0]!.code).toBe(0);
    // Its kept-alive connection did not hold the close open.
    expect(exits[0]!.atMs - answeredAt).toBeLessThan(1_000);
    slowAgent.destroy();
    openAgent.destroy();
  });

  it('exits 1 at the bound when a handler does not finish', async () => {
    const { app, port, user, entry, detailPath } = await listeningApp();
    // Far slower than the bound: 10 chunks 1 s apart.
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 10,
      chunkDelayMs: 1_000,
    };
    const agent = new Agent({ keepAlive: false });
    const slow = get(port, detailPath, agent, user.headers).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const exited = new Promise<{ code: number; atMs: number }>((resolve) => {
      void drainOnSignal(app, {
        boundMs: 400,
        exit: (code) => resolve({ code, atMs: performance.now() - started }),
      })('SIGTERM');
    });
    const { code, atMs } = await exited;
    expect(code).toBe(1);
    expect(atMs).toBeGreaterThanOrEqual(390);
    expect(atMs).toBeLessThan(1_500);
    await slow;
  }, 30_000);
});
