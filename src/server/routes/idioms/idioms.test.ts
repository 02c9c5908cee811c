import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testCatalog } from '../../../../tests/support/test-app';
import { dailyIdioms, generationTasks, idiomDetails, idiomViews } from '../../db/schema';
import { grantWords, spendCredit, utcDay } from '../../services/search/quota-ledger';
import { createTestUser } from '../../../../tests/support/test-users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const newUser = () => createTestUser(app, { prefix: 'detail' });

const detailUrl = (word: string, taskId?: string) =>
  `/api/idioms/${encodeURIComponent(word)}/${taskId ? `?task_id=${taskId}` : ''}`;

describe('GET /api/idioms/{word}/', () => {
  it('requires login', async () => {
    const res = await app.inject({ method: 'GET', url: detailUrl('画蛇添足') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please log in to continue.' });
  });

  it('answers 404 for a word not in the catalog, spending nothing', async () => {
    const user = await newUser();
    const res = await app.inject({
      method: 'GET',
      url: detailUrl('不是成语'),
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain('不是成语');
    const record = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '画蛇添足' },
    });
    expect(record.json().remaining_searches).toBe(5);
  });

  // The last one: the most common idiom without an English gloss that has a source and example.
  const withoutEnglish = [...testCatalog().entries]
    .filter((e) => !e.english && e.source?.work && e.example)
    .sort((x, y) => y.popularity - x.popularity)[0]!.word;

  it.each(['画蛇添足', '守株待兔', '卧薪尝胆', withoutEnglish])(
    'gives the full detail of %s',
    async (word) => {
      const user = await newUser();
      const taskId = `gen_test_${word}_${Date.now()}`;
      const res = await app.inject({
        method: 'GET',
        url: detailUrl(word, taskId),
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.word).toBe(word);
      expect(body.task_id).toBe(taskId);
      expect(body.characters).toHaveLength(4);
      for (const c of body.characters) expect(c.meaning).not.toBe('');
      expect(body.story.content.length).toBeGreaterThanOrEqual(2);
      expect(body.story.source.work).toBeTruthy();
      expect(body.moral.length).toBeGreaterThanOrEqual(1);
      expect(body.usage[0].example).toContain(word);
      expect(body.comments).toEqual({
        literal: expect.any(String),
        story: expect.any(String),
        moral: expect.any(String),
      });
      // Not returned by a search today: the view spent a credit.
      expect(body.remaining_searches).toBe(4);
      expect(body.has_subscription).toBe(false);
      expect(Date.parse(body.first_searched_at)).not.toBeNaN();
      const progress = await app.inject({
        method: 'GET',
        url: `/api/idioms/generation-progress/${taskId}/?_t=1`,
      });
      expect(progress.json()).toMatchObject({ status: 'completed', progress: 100 });
    },
  );

  it('accepts the traditional form and answers with the simplified entry', async () => {
    const user = await newUser();
    const res = await app.inject({
      method: 'GET',
      url: detailUrl('畫蛇添足'),
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ word: '画蛇添足', traditional: '畫蛇添足' });
  });

  it('opens the corrected idiom at a misspelled headword the catalog corrected', async () => {
    const user = await newUser();
    for (const [old, word] of [
      ['一厢情原', '一厢情愿'],
      ['微机四伏', '危机四伏'],
    ]) {
      const res = await app.inject({ method: 'GET', url: detailUrl(old!), headers: user.headers });
      expect(res.statusCode, old).toBe(200);
      expect(res.json()).toMatchObject({ word });
    }
  });

  it('serves the second fetch from the cache, with the same first_searched_at and no second charge', async () => {
    const user = await newUser();
    const first = await app.inject({
      method: 'GET',
      url: detailUrl('画蛇添足'),
      headers: user.headers,
    });
    const [cached] = await app.db
      .select()
      .from(idiomDetails)
      .where(
        and(
          eq(idiomDetails.word, '画蛇添足'),
          eq(idiomDetails.generator, (first.json() as { generator: string }).generator),
        ),
      );
    expect(cached).toBeDefined();
    const second = await app.inject({
      method: 'GET',
      url: detailUrl('画蛇添足', 'gen_cache_check'),
      headers: user.headers,
    });
    expect(second.statusCode).toBe(200);
    const { task_id: _a, remaining_searches: remainingFirst, ...firstDetail } = first.json();
    const { task_id: _b, remaining_searches: remainingSecond, ...secondDetail } = second.json();
    expect(secondDetail).toEqual(firstDetail);
    expect([remainingFirst, remainingSecond]).toEqual([4, 4]);
    const progress = await app.inject({
      method: 'GET',
      url: '/api/idioms/generation-progress/gen_cache_check/',
    });
    expect(progress.json()).toEqual({
      status: 'completed',
      progress: 100,
      message: 'Served from cache',
      error: null,
    });
  });

  it('is free for a word the user searched today and for the daily idiom; 403 otherwise once credits are gone', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await spendCredit(app.db, user.id);
    await grantWords(app.db, user.id, ['守株待兔']);
    await app.db
      .insert(dailyIdioms)
      .values({ day: utcDay(), word: '卧薪尝胆' })
      .onConflictDoNothing();
    const [daily] = await app.db.select().from(dailyIdioms).where(eq(dailyIdioms.day, utcDay()));

    const granted = await app.inject({
      method: 'GET',
      url: detailUrl('守株待兔'),
      headers: user.headers,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().remaining_searches).toBe(0);
    const ofTheDay = await app.inject({
      method: 'GET',
      url: detailUrl(daily!.word),
      headers: user.headers,
    });
    expect(ofTheDay.statusCode).toBe(200);

    const other = await app.inject({
      method: 'GET',
      url: detailUrl('对牛弹琴'),
      headers: user.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: 'You have reached your daily free usage limit. Please subscribe to continue.',
      remaining_searches: 0,
      has_subscription: false,
    });
  });
});

describe('task ids', () => {
  it('answers concurrent requests for one word, each under its own completed task', async () => {
    const user = await newUser();
    const ids = [1, 2, 3].map((i) => `gen_concurrent_${i}_${Date.now()}`);
    const replies = await Promise.all(
      ids.map((id) =>
        app.inject({ method: 'GET', url: detailUrl('守株待兔', id), headers: user.headers }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(replies.map((r) => r.json().task_id)).toEqual(ids);
    // One credit for the word, however many requests raced for it.
    expect(replies.map((r) => r.json().remaining_searches).sort()).toContain(4);
    for (const id of ids) {
      const progress = await app.inject({
        method: 'GET',
        url: `/api/idioms/generation-progress/${id}/`,
      });
      expect(progress.json()).toMatchObject({ status: 'completed', progress: 100 });
    }
  });

  it('admits exactly 5 paid views under 20 parallel detail requests, then re-opening is free', async () => {
    const user = await newUser();
    const words = [...testCatalog().entries]
      .sort((x, y) => y.popularity - x.popularity)
      .slice(100, 120)
      .map((e) => e.word);
    const replies = await Promise.all(
      words.map((word) =>
        app.inject({ method: 'GET', url: detailUrl(word), headers: user.headers }),
      ),
    );
    const admitted = replies.filter((r) => r.statusCode === 200);
    expect(admitted).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 403)).toHaveLength(15);
    expect(admitted.map((r) => r.json().remaining_searches).sort()).toEqual([0, 1, 2, 3, 4]);
    const again = await app.inject({
      method: 'GET',
      url: detailUrl(admitted[0]!.json().word),
      headers: user.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().remaining_searches).toBe(0);
  });

  it('answers progress for a cached detail’s task id at once, and the row follows', async () => {
    // Cached by someone else's open; this user's first open then leaves its row.
    await app.inject({
      method: 'GET',
      url: detailUrl('守株待兔'),
      headers: (await newUser()).headers,
    });
    const user = await newUser();
    const id = `gen_${randomUUID()}`;
    const res = await app.inject({
      method: 'GET',
      url: detailUrl('守株待兔', id),
      headers: user.headers,
    });
    expect(res.json().task_id).toBe(id);
    const progress = await app.inject({
      method: 'GET',
      url: `/api/idioms/generation-progress/${id}/`,
    });
    expect(progress.json()).toEqual({
      status: 'completed',
      progress: 100,
      message: 'Served from cache',
      error: null,
    });
    // Within the write-behind delay (ADR 0107: 100 ms on PGlite, 10 ms on PostgreSQL).
    const rowOf = async () =>
      (await app.db.select().from(generationTasks).where(eq(generationTasks.id, id)))[0];
    let row = await rowOf();
    for (let waited = 0; !row && waited < 2000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await rowOf();
    }
    expect(row).toMatchObject({ word: '守株待兔', status: 'completed', userId: user.id });
  });

  it('writes a row for a user’s first cached open of a word, not for each re-open (ADR 0120)', async () => {
    await app.inject({
      method: 'GET',
      url: detailUrl('对牛弹琴'),
      headers: (await newUser()).headers,
    });
    const user = await newUser();
    const ids = [`gen_${randomUUID()}`, `gen_${randomUUID()}`, `gen_${randomUUID()}`];
    for (const id of ids) {
      const res = await app.inject({
        method: 'GET',
        url: detailUrl('对牛弹琴', id),
        headers: user.headers,
      });
      expect(res.json().task_id).toBe(id);
    }
    await app.flushWrites();
    const rows = await app.db
      .select({ id: generationTasks.id })
      .from(generationTasks)
      .where(and(eq(generationTasks.userId, user.id), eq(generationTasks.word, '对牛弹琴')));
    expect(rows.map((row) => row.id)).toEqual([ids[0]]);
    // Every id the replies carried still reports its end here.
    for (const id of ids) {
      const progress = await app.inject({
        method: 'GET',
        url: `/api/idioms/generation-progress/${id}/`,
      });
      expect(progress.json()).toMatchObject({ status: 'completed', message: 'Served from cache' });
    }
    // The first open's row is what lets the user save the word before the view is recorded.
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/saved/${encodeURIComponent('对牛弹琴')}`,
      headers: user.headers,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('gives a fresh id when a task id already belongs to another word', async () => {
    const user = await newUser();
    const id = `gen_reused_${Date.now()}`;
    await app.inject({ method: 'GET', url: detailUrl('画蛇添足', id), headers: user.headers });
    const other = await app.inject({
      method: 'GET',
      url: detailUrl('对牛弹琴', id),
      headers: user.headers,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().word).toBe('对牛弹琴');
    expect(other.json().task_id).not.toBe(id);
    const progress = await app.inject({
      method: 'GET',
      url: `/api/idioms/generation-progress/${other.json().task_id}/`,
    });
    expect(progress.json()).toMatchObject({ status: 'completed', progress: 100 });
  });
});

describe('POST /api/search/record-view/', () => {
  it('records the view with its task id and spends nothing', async () => {
    const user = await newUser();
    await grantWords(app.db, user.id, ['画蛇添足']); // returned by one of today's searches
    const res = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: { ...user.headers, 'x-task-id': 'gen_record_1' },
      payload: { word: '画蛇添足' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true, remaining_searches: 5, has_subscription: false });
    // Written behind the reply (ADR 0171): readers of the rows flush first.
    await app.flushWrites();
    const rows = await app.db.select().from(idiomViews).where(eq(idiomViews.userId, user.id));
    expect(rows).toMatchObject([{ word: '画蛇添足', taskId: 'gen_record_1' }]);
  });

  // Issue 26: any idiom's view was recorded without spending, and a recorded view lets a free
  // user save and study the idiom (ADR 0178).
  it('records nothing for an idiom the user never reached, and saving it stays refused', async () => {
    const user = await newUser();
    const res = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '对牛弹琴' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: false, remaining_searches: 5, has_subscription: false });
    expect(await app.db.select().from(idiomViews).where(eq(idiomViews.userId, user.id))).toEqual(
      [],
    );
    const save = await app.inject({
      method: 'PUT',
      url: `/api/saved/${encodeURIComponent('对牛弹琴')}/`,
      headers: user.headers,
    });
    expect(save.statusCode).toBe(403);
    // Opened (a credit spent on its detail): now its view is recorded, and it can be saved.
    const detail = await app.inject({
      method: 'GET',
      url: detailUrl('对牛弹琴'),
      headers: user.headers,
    });
    expect(detail.statusCode).toBe(200);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '对牛弹琴' },
    });
    expect(opened.json()).toEqual({
      recorded: true,
      remaining_searches: 4,
      has_subscription: false,
    });
  });

  it('answers 403 for a word that is not free once the credits are gone, but not for a granted one', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await spendCredit(app.db, user.id);
    await grantWords(app.db, user.id, ['画蛇添足']);
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '对牛弹琴' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: "Today's free usage limit has been reached, please subscribe to continue using",
      remaining_searches: 0,
      has_subscription: false,
    });
    const free = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: '画蛇添足' },
    });
    expect(free.json()).toEqual({ recorded: true, remaining_searches: 0, has_subscription: false });
  });

  it('validates the body and requires login', async () => {
    const user = await newUser();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/search/record-view/',
          payload: { word: '画蛇添足' },
        })
      ).statusCode,
    ).toBe(401);
    const blank = await app.inject({
      method: 'POST',
      url: '/api/search/record-view/',
      headers: user.headers,
      payload: { word: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBeTruthy();
  });
});

describe('progress and cancel calls', () => {
  it('answers 404 for the progress of an unknown task', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/idioms/generation-progress/gen_unknown/',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Task not found' });
  });

  it('cancels nothing when nothing runs, accepts a bodiless JSON POST, and rejects a blank word', async () => {
    const user = await newUser();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/idioms/cancel-task/gen_nothing/',
      headers: { ...user.headers, 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
    const byWord = await app.inject({
      method: 'POST',
      url: '/api/idioms/cancel-by-word/',
      headers: user.headers,
      payload: { word: '画蛇添足' },
    });
    expect(byWord.json()).toEqual({ cancelled: false, task_ids: [] });
    const blank = await app.inject({
      method: 'POST',
      url: '/api/idioms/cancel-by-word/',
      headers: user.headers,
      payload: { word: '' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('leaves the daily idiom route to its own plugin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/idioms/daily/' });
    expect(res.statusCode).not.toBe(401);
  });
});
