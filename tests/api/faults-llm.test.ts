import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testCatalog } from '../support/test-app';
import { createTestUser } from '../support/test-users';

// Issue 17: the LLM endpoint hanging, or answering garbage, must end the task cleanly (failed or
// timeout, a 503 with basic_info) — never a 500, a hung request or a crash.
type Mode = 'hang' | 'html' | 'reset' | 'not-json';
let mode: Mode = 'hang';
const sockets = new Set<Socket>();
let closedByClient = 0;
let server: Server;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      closedByClient++;
    });
    socket.on('error', () => undefined);
    socket.once('data', () => {
      if (mode === 'hang') return; // read the request, never answer
      if (mode === 'html')
        socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\n\r\n<html>Bad gateway</html>');
      if (mode === 'not-json')
        socket.end(
          'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\ndata: {not json\n\ndata: [DONE]\n\n',
        );
      if (mode === 'reset') {
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\ndata: {"choices":[{"delta":{"content":"{\\"characters\\":"}}]}\n\n',
        );
        setTimeout(() => socket.destroy(), 50);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  app = await buildTestApp({
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'k',
      LLM_MODEL: `fault-${randomUUID()}`,
      GENERATION_TIMEOUT_MS: '1500',
    },
  });
});
afterAll(async () => {
  await app?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('LLM endpoint faults', () => {
  // A different word each time: a generated detail is cached per word.
  it.each<[Mode, string, string, string]>([
    ['hang', '守株待兔', 'timeout', 'Generation timed out, please try again later'],
    ['html', '画蛇添足', 'failed', ''],
    ['not-json', '一石二鸟', 'failed', ''],
    ['reset', '亡羊补牢', 'failed', ''],
  ])('%s (%s): the task ends as %s, the request answers 503', async (m, word, status, error) => {
    mode = m;
    const user = await createTestUser(app, { prefix: 'llm-fault', subscriber: true });
    const entry = testCatalog().get(word)!;
    const taskId = `gen_${randomUUID()}`;
    const closedBefore = closedByClient;
    const started = Date.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/idioms/${encodeURIComponent(entry.word)}/?task_id=${taskId}`,
      headers: user.headers,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({
      word: entry.word,
      task_id: taskId,
      basic_info: { word: entry.word },
    });
    if (error) expect(body.error).toBe(error);
    else expect(body.error).toEqual(expect.any(String));
    const progress = await app.inject({
      method: 'GET',
      url: `/api/idioms/generation-progress/${taskId}/`,
    });
    expect(progress.json()).toMatchObject({ status });
    if (m === 'hang') {
      // The hung connection is given up, not left open.
      for (let i = 0; i < 20 && closedByClient === closedBefore; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closedByClient).toBeGreaterThan(closedBefore);
    }
  });
});
