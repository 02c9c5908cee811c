import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeLlmServer, validLlmReply } from '../../../../tests/support/fake-llm-server';
import {
  buildTestApp,
  openTestDatabase,
  testCatalog,
  testDbKind,
} from '../../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { createTestUser } from '../../../../tests/support/test-users';

const fake = new FakeLlmServer();
let llmEnv: Record<string, string>;
const open: { app: FastifyInstance; database?: Database }[] = [];

beforeAll(async () => {
  const baseUrl = await fake.start();
  llmEnv = { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' };
});
afterEach(async () => {
  for (const { app, database } of open.splice(0)) {
    await app.close();
    await database?.close();
  }
});
afterAll(async () => fake.stop());

/**
 * Two app instances on one database, like two servers behind a load balancer. PGlite is one
 * in-process database, so both apps share its handle; on PostgreSQL each gets its own pool.
 * A unique model name per test keeps the (word, generator) cache cold.
 */
async function twoInstances(extraEnv: Record<string, string> = {}) {
  const env = { ...llmEnv, LLM_MODEL: `fake-${randomUUID()}`, ...extraEnv };
  const first = await openTestDatabase();
  const second = testDbKind() === 'postgres' ? await openTestDatabase() : first;
  const a = await buildTestApp({ database: first, ownsDatabase: false, env });
  const b = await buildTestApp({ database: second, ownsDatabase: false, env });
  open.push(
    { app: a, database: second === first ? undefined : first },
    { app: b, database: second },
  );
  return { a, b };
}

const subscriber = async (app: FastifyInstance) =>
  (await createTestUser(app, { prefix: 'llm', subscriber: true })).headers;

const detail = (
  app: FastifyInstance,
  word: string,
  taskId: string,
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'GET',
    url: `/api/idioms/${encodeURIComponent(word)}/?task_id=${taskId}`,
    headers,
  });
const progress = async (app: FastifyInstance, taskId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/idioms/generation-progress/${taskId}/?_t=${Date.now()}`,
    })
  ).json();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LLM generator through the detail route', () => {
  it('streams a valid reply from the OpenAI-compatible endpoint into the detail', async () => {
    const { a } = await twoInstances();
    const entry = testCatalog().get('守株待兔')!;
    fake.behaviour = { content: validLlmReply(entry.word, entry.pinyin), chunks: 12 };
    const before = fake.requests.length;
    const res = await detail(a, entry.word, 'gen_llm_ok_' + randomUUID(), await subscriber(a));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generator).toMatch(/^llm:fake-/);
    expect(body.characters.map((c: { char: string }) => c.char).join('')).toBe('守株待兔');
    expect(body.pinyin).toBe(entry.pinyin);
    expect(body.has_subscription).toBe(true);
    expect(body.remaining_searches).toBeNull();
    const request = fake.requests[before]!;
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.stream).toBe(true);
    expect(JSON.stringify(request.body.messages)).toContain('韩非子');
  });

  it('turns invalid model output into a failed task and a 503 with basic_info', async () => {
    const { a, b } = await twoInstances();
    fake.behaviour = { content: '{"characters": [oops this is not json', chunks: 3 };
    const taskId = 'gen_llm_bad_' + randomUUID();
    const res = await detail(a, '画蛇添足', taskId, await subscriber(a));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'The language model did not return valid JSON',
      word: '画蛇添足',
      task_id: taskId,
      basic_info: {
        word: '画蛇添足',
        pinyin: 'huà shé tiān zú',
        explanation: 'To ruin something by adding what is superfluous',
      },
    });
    expect(await progress(b, taskId)).toMatchObject({
      status: 'failed',
      error: 'The language model did not return valid JSON',
    });

    fake.behaviour = { content: JSON.stringify({ characters: [] }), chunks: 2 };
    const incomplete = await detail(
      a,
      '画蛇添足',
      'gen_llm_bad2_' + randomUUID(),
      await subscriber(a),
    );
    expect(incomplete.statusCode).toBe(503);
    expect(incomplete.json().error).toBe('The language model returned an incomplete idiom detail');

    fake.behaviour = { content: '', status: 500 };
    const down = await detail(a, '画蛇添足', 'gen_llm_down_' + randomUUID(), await subscriber(a));
    expect(down.statusCode).toBe(503);
    expect(down.json().basic_info.word).toBe('画蛇添足');
  });

  it('is cancelled from a second instance while it streams; the first request answers cancelled', async () => {
    const { a, b } = await twoInstances();
    const entry = testCatalog().get('卧薪尝胆')!;
    // 40 chunks, 150 ms apart: about 6 s of streaming unless it is stopped.
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 40,
      chunkDelayMs: 150,
    };
    const aborted = fake.abortedStreams;
    const headers = await subscriber(a);
    const taskId = 'gen_llm_cancel_' + randomUUID();
    const waiting = detail(a, entry.word, taskId, headers);

    let seen: { status: string; progress: number } | undefined;
    for (let i = 0; i < 40 && !(seen && seen.status === 'in_progress' && seen.progress > 0); i++) {
      await sleep(100);
      const res = await b.inject({
        method: 'GET',
        url: `/api/idioms/generation-progress/${taskId}/`,
      });
      if (res.statusCode === 200) seen = res.json();
    }
    expect(seen).toMatchObject({ status: 'in_progress' });
    expect(seen!.progress).toBeGreaterThan(0);

    const cancel = await b.inject({
      method: 'POST',
      url: `/api/idioms/cancel-task/${taskId}/`,
      headers,
    });
    expect(cancel.json()).toEqual({ cancelled: true, task_ids: [taskId] });
    const started = Date.now();
    const res = await waiting;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      cancelled: true,
      error: 'Task cancelled by user',
      word: entry.word,
      task_id: taskId,
    });
    expect(await progress(b, taskId)).toMatchObject({ status: 'cancelled' });
    await sleep(100);
    expect(fake.abortedStreams).toBeGreaterThan(aborted);
  });

  it('cancels by word from the second instance too', async () => {
    const { a, b } = await twoInstances();
    const entry = testCatalog().get('画蛇添足')!;
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 40,
      chunkDelayMs: 150,
    };
    const headers = await subscriber(a);
    const taskId = 'gen_llm_word_' + randomUUID();
    const waiting = detail(a, entry.word, taskId, headers);
    for (
      let i = 0;
      i < 40 &&
      (await b.inject({ url: `/api/idioms/generation-progress/${taskId}/` })).statusCode !== 200;
      i++
    )
      await sleep(50);
    const cancel = await b.inject({
      method: 'POST',
      url: '/api/idioms/cancel-by-word/',
      headers,
      payload: { word: entry.word },
    });
    expect(cancel.json()).toEqual({ cancelled: true, task_ids: [taskId] });
    expect((await waiting).json()).toMatchObject({ cancelled: true, task_id: taskId });
  });

  it('lets a concurrent request for the same word on another instance join the running task', async () => {
    const { a, b } = await twoInstances();
    const entry = testCatalog().get('对牛弹琴')!;
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 10,
      chunkDelayMs: 80,
    };
    const before = fake.requests.length;
    const [first, second] = await Promise.all([
      detail(a, entry.word, 'gen_join_a_' + randomUUID(), await subscriber(a)),
      sleep(150).then(async () =>
        detail(b, entry.word, 'gen_join_b_' + randomUUID(), await subscriber(b)),
      ),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().characters).toEqual(first.json().characters);
    expect(fake.requests.length - before).toBe(1);
    expect(await progress(b, second.json().task_id)).toMatchObject({
      status: 'completed',
      progress: 100,
    });
  });

  it('stops at the time limit and reports the timeout status', async () => {
    const { a, b } = await twoInstances({ GENERATION_TIMEOUT_MS: '600' });
    const entry = testCatalog().get('守株待兔')!;
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 40,
      chunkDelayMs: 100,
    };
    const taskId = 'gen_llm_timeout_' + randomUUID();
    const res = await detail(a, entry.word, taskId, await subscriber(a));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: 'Generation timed out, please try again later',
      task_id: taskId,
      basic_info: { word: entry.word },
    });
    expect(await progress(b, taskId)).toMatchObject({ status: 'timeout' });
  });
});
