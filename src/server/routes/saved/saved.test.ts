import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { reviewCards } from '../../db/schema';
import { grantWords } from '../../services/search/quota-ledger';
import { and, eq } from 'drizzle-orm';

let app: FastifyInstance;
let now = new Date('2026-03-01T08:00:00Z');
beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
});
afterAll(async () => app.close());

type User = Awaited<ReturnType<typeof createTestUser>>;
const savedUrl = (word = '') => `/api/saved/${word ? `${encodeURIComponent(word)}/` : ''}`;
const open = async (user: User, word: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/idioms/${encodeURIComponent(word)}/`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
};
const save = (user: User, word: string) =>
  app.inject({ method: 'PUT', url: savedUrl(word), headers: user.headers });
const list = async (user: User) => {
  const res = await app.inject({ method: 'GET', url: savedUrl(), headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().items as { word: string; traditional?: string; pinyin: string; meaning: string; saved_at: string }[];
};

describe('/api/saved/', () => {
  it('answers 401 to a guest on every route', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: method === 'GET' ? savedUrl() : savedUrl('画蛇添足'),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    }
  });

  it('saves opened idioms, lists them newest first, and unsaves them', async () => {
    const user = await createTestUser(app, { prefix: 'saver', subscriber: true });
    for (const word of ['画蛇添足', '守株待兔', '一丝不苟']) {
      await open(user, word);
      const res = await save(user, word);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        saved: true,
        item: { word, saved_at: now.toISOString() },
      });
      now = new Date(now.getTime() + 60_000);
    }
    const items = await list(user);
    expect(items.map((i) => i.word)).toEqual(['一丝不苟', '守株待兔', '画蛇添足']);
    expect(items[2]).toEqual({
      word: '画蛇添足',
      traditional: '畫蛇添足',
      pinyin: 'huà shé tiān zú',
      meaning: expect.stringMatching(/\w+/),
      saved_at: '2026-03-01T08:00:00.000Z',
      commonness: 'very_common',
    });

    // Saving again keeps the first time (idempotent), and the list is unchanged.
    const again = await save(user, '画蛇添足');
    expect(again.statusCode).toBe(200);
    expect(again.json().item.saved_at).toBe('2026-03-01T08:00:00.000Z');
    expect((await list(user)).map((i) => i.word)).toEqual(['一丝不苟', '守株待兔', '画蛇添足']);

    const removed = await app.inject({
      method: 'DELETE',
      url: savedUrl('守株待兔'),
      headers: user.headers,
    });
    expect(removed.json()).toEqual({ removed: true });
    const twice = await app.inject({
      method: 'DELETE',
      url: savedUrl('守株待兔'),
      headers: user.headers,
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ removed: false });
    expect((await list(user)).map((i) => i.word)).toEqual(['一丝不苟', '画蛇添足']);
    // The card went with it.
    const cards = await app.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.word, '守株待兔')));
    expect(cards).toHaveLength(0);
  });

  it('refuses an idiom the user has not opened, with a clear error', async () => {
    const user = await createTestUser(app, { prefix: 'saver' });
    const res = await save(user, '画蛇添足');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/only idioms you have opened can be saved/);
    expect(await list(user)).toEqual([]);
  });

  it('counts a recorded view as opened, and saving spends nothing', async () => {
    const user = await createTestUser(app, { prefix: 'saver' });
    await grantWords(app.db, user.id, ['守株待兔']); // one of today's search results
    const view = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '守株待兔' },
    });
    expect(view.json().recorded).toBe(true);
    expect(view.json().remaining_searches).toBe(5);
    expect((await save(user, '守株待兔')).statusCode).toBe(200);
    const after = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '守株待兔' },
    });
    expect(after.json().remaining_searches).toBe(5);
  });

  it('answers 404 for a word not in the catalog', async () => {
    const user = await createTestUser(app, { prefix: 'saver' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: savedUrl('不是成语'), headers: user.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toContain('不是成语');
    }
  });

  it("never shows one user's saved idioms to another", async () => {
    const a = await createTestUser(app, { prefix: 'saver-a', subscriber: true });
    const b = await createTestUser(app, { prefix: 'saver-b', subscriber: true });
    await open(a, '画蛇添足');
    expect((await save(a, '画蛇添足')).statusCode).toBe(200);
    expect(await list(b)).toEqual([]);
    // B has not opened it: B cannot save it on the strength of A's view, nor remove A's.
    expect((await save(b, '画蛇添足')).statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: savedUrl('画蛇添足'),
      headers: b.headers,
    });
    expect(removed.json()).toEqual({ removed: false });
    expect((await list(a)).map((i) => i.word)).toEqual(['画蛇添足']);
  });
});
