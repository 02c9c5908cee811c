import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLlmServer, validLlmReply } from '../../../../tests/support/fake-llm-server';
import { buildTestApp, testCatalog } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';

// Found by the load script (issue 17): on shutdown the database closed under requests still
// running, which then failed ("Cannot use a pool after calling end on the pool") and logged errors.
const fake = new FakeLlmServer();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(async () => fake.stop());

describe('closing the app', () => {
  it('lets requests in flight finish before the database closes', async () => {
    const app = await buildTestApp({
      env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'k', LLM_MODEL: `slow-${randomUUID()}` },
    });
    const entry = testCatalog().get('守株待兔')!;
    fake.behaviour = {
      content: validLlmReply(entry.word, entry.pinyin),
      chunks: 10,
      chunkDelayMs: 80,
    };
    const user = await createTestUser(app, { prefix: 'shutdown', subscriber: true });
    const pending = app.inject({
      method: 'GET',
      url: `/api/idioms/${encodeURIComponent(entry.word)}/?task_id=gen_${randomUUID()}`,
      headers: user.headers,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.close();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().word).toBe(entry.word);
  });
});
