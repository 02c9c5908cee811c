import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testCatalog } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { sharedIdiomContent } from '../../content/idiom-content';
import { idiomDetails } from '../../db/schema';
import { eq } from 'drizzle-orm';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const detail = async (word: string) => {
  const user = await createTestUser(app, { prefix: 'related', subscriber: true });
  const res = await app.inject({
    method: 'GET',
    url: `/api/idioms/${encodeURIComponent(word)}/`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/idioms/{word}/ related idioms', () => {
  it('carries the lesson’s near and opposite idioms, and common ones sharing a character', async () => {
    const lesson = sharedIdiomContent().lesson('画蛇添足')!;
    for (const round of ['generated', 'cached']) {
      const { related } = await detail('画蛇添足');
      expect(
        related.similar.map((r: { word: string }) => r.word),
        round,
      ).toEqual(lesson.related.similar);
      expect(related.opposite.map((r: { word: string }) => r.word)).toEqual(
        lesson.related.opposite,
      );
      expect(related.similar[0]).toEqual({
        word: '多此一举',
        traditional: '多此一舉',
        pinyin: 'duō cǐ yī jǔ',
        meaning: expect.stringMatching(/[a-z]/),
      });
      expect(related.same_character).toHaveLength(4);
      for (const item of related.same_character) expect([...'画蛇添足']).toContain(item.character);
    }
    // Related idioms are added per request, never stored in the cached detail.
    const [row] = await app.db.select().from(idiomDetails).where(eq(idiomDetails.word, '画蛇添足'));
    expect(row!.detail).not.toHaveProperty('related');
  });

  it('finds near idioms in the English index for an idiom without a lesson, never itself', async () => {
    const content = sharedIdiomContent();
    const word = [...testCatalog().entries]
      .filter(
        (e) => e.english && !content.lesson(e.word) && content.english(e.word)?.idiom !== false,
      )
      .sort((a, b) => b.popularity - a.popularity)[0]!.word;
    const { related } = await detail(word);
    expect(related.similar.length).toBeGreaterThan(0);
    const all = [...related.similar, ...related.opposite, ...related.same_character];
    expect(all.map((r: { word: string }) => r.word)).not.toContain(word);
    for (const item of all) expect(testCatalog().get(item.word)).toBeDefined();
  });
});
