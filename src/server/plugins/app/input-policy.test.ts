import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { quotaUsage, searches, supportMessages } from '../../db/schema';
import { runSearch } from '../../services/search/search-service';
import type { SearchIndex } from '../../search/search-index';
import { utcDay } from '../../services/search/quota-ledger';

// Issue 17: a NUL byte gave a 500 on seven endpoints and still spent the user's credit.
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const used = async (userId: string) =>
  (
    await app.db
      .select({ used: quotaUsage.used })
      .from(quotaUsage)
      .where(and(eq(quotaUsage.userId, userId), eq(quotaUsage.day, utcDay())))
  )[0]?.used ?? 0;

describe('control characters in any string input', () => {
  const cases: [string, string, string, object | undefined, string][] = [
    ['search', 'POST', '/api/search/', { query: 'a\u0000b' }, 'query'],
    ['search (unit separator)', 'POST', '/api/search/', { query: 'ab\u001f' }, 'query'],
    ['support', 'POST', '/api/support/contact/', { subject: 's\u0000', message: 'm' }, 'subject'],
    ['cancel by word', 'POST', '/api/idioms/cancel-by-word/', { word: '画\u0000' }, 'word'],
    ['cancel task', 'POST', '/api/idioms/cancel-task/gen_%00/', undefined, 'taskId'],
    ['progress', 'GET', '/api/idioms/generation-progress/gen_%00/', undefined, 'taskId'],
    [
      'detail task_id',
      'GET',
      '/api/idioms/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3/?task_id=%00',
      undefined,
      'task_id',
    ],
    ['detail word', 'GET', '/api/idioms/%E7%94%BB%00/', undefined, 'word'],
    ['search cancel', 'POST', '/api/search/search_%00/cancel', undefined, 'id'],
    ['record view', 'POST', '/api/search/record-view/', { word: '画蛇添足\u0007' }, 'word'],
    ['login', 'POST', '/api/login/login/', { email: 'a@b.co', password: 'x\u0000y' }, 'password'],
    ['lone surrogate', 'POST', '/api/search/', { query: 'a\ud800b' }, 'query'],
  ];

  it.each(cases)(
    '%s: 400 with a clear error, nothing spent',
    async (_n, method, url, payload, field) => {
      const user = await createTestUser(app, { prefix: 'hostile' });
      const before = await app.db.select({ id: supportMessages.id }).from(supportMessages);
      const res = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: `${field} must not contain control characters` });
      expect(await used(user.id)).toBe(0);
      expect(await app.db.select({ id: supportMessages.id }).from(supportMessages)).toHaveLength(
        before.length,
      );
    },
  );

  it.each([
    ['/api/idioms/generation-progress/' + 'x'.repeat(500) + '/', 'A path parameter is too long'],
    ['/api/idioms/%E7%94%BB%ED%A0%80/', 'The request path is not valid'],
    ['/api/idioms/generation-progress/%/', 'The request path is not valid'],
  ])('a bad path %#: 400 with our {error}, not the framework reply', async (url, error) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('still accepts tabs and line breaks where text is multi-line', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/support/contact/',
      payload: { subject: 'Two\tcolumns', message: 'line one\r\nline two', email: 'a@b.co' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).not.toBe(400);
  });
});

describe('a search that fails costs nothing', () => {
  it('spends the credit in the statement that records the search', async () => {
    const user = await createTestUser(app, { prefix: 'failing' });
    const index = {
      entries: [],
      search: () => ({ hits: [], exactCount: 0, kind: 'chinese' }),
    } as unknown as SearchIndex;
    // A free user's search is recorded with its credit, never queued.
    const recorder = { add: () => expect.unreachable('queued a free search') };
    // A NUL cannot be stored in PostgreSQL text: recording the search fails after the spend.
    const failing = runSearch(
      app.db,
      index,
      user.id,
      {
        query: 'x\u0000',
        page: 1,
        pageSize: 10,
        type: 'all',
      },
      recorder,
    );
    await expect(failing).rejects.toThrow();
    expect(await used(user.id)).toBe(0);
    expect(await app.db.select().from(searches).where(eq(searches.userId, user.id))).toEqual([]);
    await runSearch(
      app.db,
      index,
      user.id,
      { query: 'x', page: 1, pageSize: 10, type: 'all' },
      recorder,
    );
    expect(await used(user.id)).toBe(1);
  });
});
