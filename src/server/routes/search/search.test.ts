import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searches } from '../../db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '../../../shared/schemas/search.js';
import { buildTestApp } from '../../../../tests/support/test-app.js';
import { createTestUser } from '../../../../tests/support/test-users.js';

let app: FastifyInstance;

const newUser = (options: { subscriber?: boolean } = {}) =>
  createTestUser(app, { prefix: 'search', ...options });

const post = (token: string | null, payload: unknown, url = '/api/search/') =>
  app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Searches as an unlimited user, checking the reply against the shared response schema. */
let subscriber: { token: string };
async function search(query: string, extra: Record<string, unknown> = {}): Promise<SearchResponse> {
  const res = await post(subscriber.token, { query, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.strict().parse(res.json());
}
const words = (r: SearchResponse) => r.data.map((d) => d.word);

beforeAll(async () => {
  app = await buildTestApp();
  // Building the index takes seconds: do it here (hook timeout) rather than inside the first test.
  app.searchIndex();
  subscriber = await newUser({ subscriber: true });
});
afterAll(async () => app.close());

describe('POST /api/search/ — Chinese', () => {
  it('puts the exact idiom first, with everything the response schema asks for', async () => {
    const r = await search('画蛇添足');
    expect(r.data[0]).toMatchObject({
      word: '画蛇添足',
      traditional: '畫蛇添足',
      pinyin: 'huà shé tiān zú',
    });
    expect(r.data[0]!.task_id).toMatch(/^gen_[0-9a-f-]{36}$/);
    // Our English record's meaning line (content/english; ADR 0130).
    expect(r.data[0]!.explanation).toBe('To ruin something by adding what is superfluous');
    expect(r.data[0]!.relevance).toBeUndefined();
    expect(r).toMatchObject({
      exact_match_count: 1,
      is_english_query: false,
      has_subscription: true,
      remaining_searches: null,
    });
    expect(r.search_id).toMatch(/^search_[0-9a-f-]{36}$/);
    expect(new Set(r.data.map((d) => d.task_id)).size).toBe(r.data.length);
  });

  it('finds idioms containing the query, traditional input, one wrong character, and wildcards', async () => {
    expect(words(await search('画蛇'))[0]).toBe('画蛇添足');
    expect(words(await search('畫蛇添足'))[0]).toBe('画蛇添足');
    const typo = await search('画蛇天足');
    expect(words(typo)).toContain('画蛇添足');
    expect(typo.exact_match_count).toBe(0);
    // A misspelled headword the catalog corrected (headword-corrections.ts) finds the right one.
    const misspelled = await search('相得益章');
    expect(words(misspelled)[0]).toBe('相得益彰');
    expect(misspelled.exact_match_count).toBe(1);
    for (const pattern of ['一?不?', '一*不*']) {
      const r = await search(pattern);
      expect(r.total).toBeGreaterThan(5);
      for (const w of words(r)) expect(w).toMatch(/^一.不.$/u);
    }
  });

  it('returns only four-character idioms', async () => {
    for (const w of words(await search('不', { pageSize: 50 }))) expect([...w]).toHaveLength(4);
  });
});

describe('POST /api/search/ — pinyin', () => {
  it.each(['huà shé tiān zú', 'hua4 she2', 'hua she tian zu', 'huashetianzu', 'hstz'])(
    '%s finds 画蛇添足',
    async (q) => {
      const r = await search(q);
      expect(words(r).slice(0, 10), q).toContain('画蛇添足');
      expect(r.is_english_query).toBe(false);
    },
  );
});

describe('POST /api/search/ — English', () => {
  it.each([
    ['adding something unnecessary that spoils it', '画蛇添足'],
    ['waiting under a tree for another rabbit to run into it', '守株待兔'],
    ['a frog at the bottom of a well', '井底之蛙'],
  ])('%s → %s', async (q, expected) => {
    const r = await search(q);
    expect(r.is_english_query).toBe(true);
    expect(words(r).slice(0, 10)).toContain(expected);
    for (const item of r.data) expect(item.relevance).toBeGreaterThanOrEqual(0);
    expect(r.data[0]!.relevance).toBeLessThanOrEqual(1);
  });
});

describe('POST /api/search/ — paging and first searches', () => {
  it('pages through the same ranking', async () => {
    const first = await search('一', { page: 1, pageSize: 5 });
    const second = await search('一', { page: 2, pageSize: 5 });
    expect(first.total).toBe(second.total);
    expect(first.data).toHaveLength(5);
    expect(second).toMatchObject({ page: 2, pageSize: 5 });
    expect(words(second).some((w) => words(first).includes(w))).toBe(false);
    const beyond = await search('一', { page: 1000, pageSize: 50 });
    expect(beyond.data).toEqual([]);
  });

  it('flags the first ever search of an idiom and dates later ones', async () => {
    // 昼干夕惕 (a damaged spelling, headword-corrections.ts) finds it too; typed, it comes first.
    const word = '昼乾夕惕';
    const first = await search(word);
    expect(first.is_first_search).toBe(true);
    expect(first.data[0]).toMatchObject({ word, first_searched_at: null });
    const again = await search(word);
    expect(again.is_first_search).toBe(false);
    expect(Date.parse(again.data[0]!.first_searched_at!)).not.toBeNaN();
  });
});

describe('POST /api/search/ — quota', () => {
  it('writes nothing for a refused search: no row, no grant, no first search (one statement)', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++)
      expect((await post(user.token, { query: `一${'一'.repeat(i)}` })).statusCode).toBe(200);
    const word = '鹬蚌相争';
    const refused = await post(user.token, { query: word });
    expect(refused.statusCode).toBe(403);
    const rows = async () => {
      const [row] = (
        (await app.db.execute(sql`
          select (select count(*) from searches where user_id = ${user.id}::uuid)::int as searches,
            (select count(*) from searched_words where user_id = ${user.id}::uuid and word = ${word})::int as grants,
            (select count(*) from idiom_first_searches where word = ${word})::int as firsts,
            (select used from quota_usage where user_id = ${user.id}::uuid) as used`)) as unknown as {
          rows: Record<string, number>[];
        }
      ).rows;
      return row;
    };
    expect(await rows()).toEqual({ searches: 5, grants: 0, firsts: 0, used: 5 });
  });

  it('spends exactly 5 credits under 20 parallel searches', async () => {
    const user = await newUser();
    // Twenty different queries: the same query again the same day would be free (ADR 0142).
    const queries = Array.from({ length: 20 }, (_, i) => `river number ${i}`);
    const replies = await Promise.all(queries.map((query) => post(user.token, { query })));
    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 403);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(ok.map((r) => r.json().remaining_searches).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const r of refused) {
      expect(r.json()).toEqual({
        error: 'A valid subscription is required to use the search feature',
        remaining_searches: 0,
        has_subscription: false,
      });
    }
  });

  it('spends one credit for 20 parallel runs of the same query', async () => {
    const user = await newUser();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post(user.token, { query: '画蛇添足' })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await post(user.token, { query: '守株待兔' })).json().remaining_searches).toBe(3);
  });

  it('charges the same query again that day nothing: trimmed, case-folded, full-width or not', async () => {
    const user = await newUser();
    expect((await post(user.token, { query: 'Give Up Halfway' })).json().remaining_searches).toBe(
      4,
    );
    for (const again of ['give up halfway', '  GIVE  up halfway ', 'Ｇｉｖｅ ｕｐ ｈａｌｆｗａｙ'])
      expect((await post(user.token, { query: again })).json().remaining_searches).toBe(4);
    // The next page of a query run today is free too.
    const next = await post(user.token, { query: 'give up halfway', page: 2 });
    expect(next.json()).toMatchObject({ page: 2, remaining_searches: 4 });
    expect((await post(user.token, { query: 'give up at once' })).json().remaining_searches).toBe(
      3,
    );
  });

  // Issue 26: every page of a search (page 1000 included) spent a credit.
  it("spends on a search's first page only: its later pages, page 1000 included, are free", async () => {
    const user = await newUser();
    expect((await post(user.token, { query: '一' })).json().remaining_searches).toBe(4);
    for (const page of [2, 3, 1000]) {
      const reply = (await post(user.token, { query: '一', page })).json();
      expect(reply).toMatchObject({ page, remaining_searches: 4 });
    }
    expect((await post(user.token, { query: '一', page: 1000 })).json().data).toEqual([]);
  });

  it('charges nothing for another spelling of an idiom already searched or opened today', async () => {
    const user = await newUser();
    expect((await post(user.token, { query: '画蛇添足' })).json().remaining_searches).toBe(4);
    for (const spelling of ['畫蛇添足', 'hua she tian zu', 'huà shé tiān zú']) {
      const reply = (await post(user.token, { query: spelling })).json();
      expect(reply.data[0].word, spelling).toBe('画蛇添足');
      expect(reply.remaining_searches, spelling).toBe(4);
    }
    // Opening an idiom (here one the search did not return) makes it the user's today as well.
    const opened = await app.inject({
      method: 'GET',
      url: `/api/idioms/${encodeURIComponent('守株待兔')}/`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(opened.statusCode).toBe(200);
    expect((await post(user.token, { query: '守株待兔' })).json().remaining_searches).toBe(3);
  });

  it('at 0 left still answers a repeat, and refuses a new query', async () => {
    const user = await newUser();
    for (const query of ['一', '二', '三', '四', '五'])
      expect((await post(user.token, { query })).statusCode).toBe(200);
    const repeat = await post(user.token, { query: '三' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().remaining_searches).toBe(0);
    expect((await post(user.token, { query: '六' })).statusCode).toBe(403);
  });

  it('needs a login', async () => {
    expect((await post(null, { query: '画蛇添足' })).statusCode).toBe(401);
  });
});

describe('POST /api/search/cost/ — what an action would spend, spending nothing', () => {
  it('tells a free user which queries and idioms are free today, and how many are left', async () => {
    const user = await newUser();
    const cost = (payload: object) => post(user.token, payload, '/api/search/cost/');
    const before = await cost({ queries: ['画蛇添足'], words: ['画蛇添足', '守株待兔'] });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      free_queries: [false],
      free_words: [false, false],
      remaining_searches: 5,
      has_subscription: false,
    });
    await post(user.token, { query: '画蛇添足' });
    const after = (
      await cost({
        queries: ['画蛇添足', '畫蛇添足', ' 画蛇添足 ', '守株待兔'],
        words: ['画蛇添足', '守株待兔'],
      })
    ).json();
    expect(after).toEqual({
      free_queries: [true, true, true, false],
      free_words: [true, false],
      remaining_searches: 4,
      has_subscription: false,
    });
    // Asking spent nothing.
    expect((await cost({})).json().remaining_searches).toBe(4);
  });

  it('answers everything free for a subscriber, and refuses bad input with 400', async () => {
    const reply = (
      await post(subscriber.token, { queries: ['x'], words: ['y'] }, '/api/search/cost/')
    ).json();
    expect(reply).toEqual({
      free_queries: [true],
      free_words: [true],
      remaining_searches: null,
      has_subscription: true,
    });
    for (const bad of [{ queries: [' '] }, { words: 'x' }, { queries: Array(21).fill('a') }])
      expect((await post(subscriber.token, bad, '/api/search/cost/')).statusCode).toBe(400);
    expect((await post(null, {}, '/api/search/cost/')).statusCode).toBe(401);
  });
});

describe('POST /api/search/ — bad input', () => {
  it.each([
    ['blank', { query: '' }],
    ['whitespace', { query: '   \t ' }],
    ['too long', { query: 'a'.repeat(201) }],
    ['page 0', { query: '画蛇', page: 0 }],
    ['page as text', { query: '画蛇', page: 'two' }],
    ['pageSize too big', { query: '画蛇', pageSize: 500 }],
    ['query as number', { query: 42 }],
    ['unknown type', { query: '画蛇', type: 'klingon' }],
    ['missing query', {}],
  ])('%s → 400 {error}', async (_name, body) => {
    const res = await post(subscriber.token, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('rejects a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search/',
      headers: { authorization: `Bearer ${subscriber.token}`, 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not spend a credit on a bad request', async () => {
    const user = await newUser();
    await post(user.token, { query: ' ' });
    const r = await post(user.token, { query: '画蛇' });
    expect(r.json().remaining_searches).toBe(4);
  });
});

describe('POST /api/search/{id}/cancel', () => {
  it('cancels your own search, and only yours', async () => {
    const owner = await newUser({ subscriber: true });
    const { search_id } = (await post(owner.token, { query: '画蛇' })).json();
    const res = await post(owner.token, undefined, `/api/search/${search_id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelled: true, search_id });
    const other = await newUser();
    expect((await post(other.token, undefined, `/api/search/${search_id}/cancel`)).statusCode).toBe(
      404,
    );
  });

  it('a subscriber’s search row is written behind the reply, yet can be cancelled at once', async () => {
    const owner = await newUser({ subscriber: true });
    const replies = await Promise.all(
      ['画蛇', '守株待兔', 'give up halfway'].map(async (query) =>
        (await post(owner.token, { query })).json(),
      ),
    );
    const res = await post(owner.token, undefined, `/api/search/${replies[2].search_id}/cancel`);
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await app.db.select().from(searches).where(eq(searches.userId, owner.id));
    expect(rows.map((r) => r.id).sort()).toEqual(replies.map((r) => r.search_id).sort());
    expect(rows.find((r) => r.id === replies[2].search_id)).toMatchObject({
      query: 'give up halfway',
      isEnglish: true,
    });
    expect(rows.filter((r) => r.cancelledAt !== null)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for one that is not a search id', async () => {
    expect(
      (await post(subscriber.token, undefined, '/api/search/search_nope/cancel')).statusCode,
    ).toBe(404);
    const bad = await post(subscriber.token, undefined, '/api/search/gen_123/cancel');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/search_/);
  });
});
