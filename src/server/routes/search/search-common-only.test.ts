import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonnessBand } from '../../../shared/schemas/commonness.js';
import { SearchResponseSchema, type SearchResponse } from '../../../shared/schemas/search.js';
import { buildTestApp } from '../../../../tests/support/test-app.js';
import { createTestUser } from '../../../../tests/support/test-users.js';

// The "common only" filter (ADR 0180): Very common and Common idioms, the exact match kept,
// the same credit rules as without it.
let app: FastifyInstance;
let subscriber: { token: string };

const post = (token: string, payload: object, url = '/api/search/') =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

async function search(payload: object, url?: string): Promise<SearchResponse> {
  const res = await post(subscriber.token, payload, url);
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.strict().parse(res.json());
}

const bandOf = (word: string) => commonnessBand(app.catalog.get(word)!.popularity);

beforeAll(async () => {
  app = await buildTestApp();
  app.searchIndex();
  subscriber = await createTestUser(app, { prefix: 'common', subscriber: true });
});
afterAll(async () => app.close());

describe('commonness on search results', () => {
  it('gives every result the band of its catalog popularity', async () => {
    // English results are ranked by meaning, so a page holds several bands.
    const r = await search({ query: 'give up halfway', pageSize: 50 });
    expect(r.data.length).toBe(50);
    for (const item of r.data) expect(item.commonness, item.word).toBe(bandOf(item.word));
    expect(new Set(r.data.map((item) => item.commonness)).size).toBeGreaterThan(1);
  });
});

describe('commonness on the detail and the daily idiom', () => {
  it("is in the detail reply (title node) and in today's idiom", async () => {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/idioms/${encodeURIComponent('画蛇添足')}/`,
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().commonness).toBe('very_common');
    const daily = (await app.inject({ method: 'GET', url: '/api/idioms/daily/' })).json();
    expect(daily.commonness).toBe(bandOf(daily.word));
  });
});

describe('POST /api/search/ with common_only', () => {
  it.each([
    ['Chinese', '不'],
    ['pinyin', 'yi'],
    ['English', 'give up halfway'],
  ])('%s (%s): only Very common and Common idioms, fewer in total', async (_kind, query) => {
    const all = await search({ query, pageSize: 50 });
    const common = await search({ query, pageSize: 50, common_only: true });
    expect(common.data.length).toBeGreaterThan(0);
    for (const item of common.data) {
      expect(['very_common', 'common'], item.word).toContain(item.commonness);
      expect(item.commonness).toBe(bandOf(item.word));
    }
    expect(common.total).toBeLessThan(all.total);
    expect(common.is_english_query).toBe(all.is_english_query);
    // The same ranking, filtered: common idioms keep their order.
    const commonOfAll = all.data
      .map((d) => d.word)
      .filter((w) => common.data.some((c) => c.word === w));
    expect(common.data.map((d) => d.word).slice(0, commonOfAll.length)).toEqual(commonOfAll);
  });

  it('keeps the exact match whatever its band', async () => {
    expect(bandOf('黄金铸象')).toBe('rare');
    const r = await search({ query: '黄金铸象', common_only: true });
    expect(r.data[0]).toMatchObject({ word: '黄金铸象', commonness: 'rare' });
    expect(r.exact_match_count).toBe(1);
    for (const item of r.data.slice(1))
      expect(['very_common', 'common']).toContain(item.commonness);
  });

  it('is also a query parameter, ?common_only=true, and refuses other values with 400', async () => {
    const body = await search({ query: '一', pageSize: 50, common_only: true });
    const param = await search({ query: '一', pageSize: 50 }, '/api/search/?common_only=true');
    expect(param.data.map((d) => d.word)).toEqual(body.data.map((d) => d.word));
    expect(param.total).toBe(body.total);
    const bad = await post(subscriber.token, { query: '一' }, '/api/search/?common_only=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
    const badBody = await post(subscriber.token, { query: '一', common_only: 'yes' });
    expect(badBody.statusCode).toBe(400);
  });

  it('spends as the same search without it: one credit for a new query, none for a repeat', async () => {
    const user = await createTestUser(app, { prefix: 'common-free' });
    const first = await post(user.token, { query: '心', common_only: true });
    expect(first.json().remaining_searches).toBe(4);
    // The same query without the filter, or with it again, is a repeat: free.
    expect((await post(user.token, { query: '心' })).json().remaining_searches).toBe(4);
    expect(
      (await post(user.token, { query: ' 心 ', common_only: true })).json().remaining_searches,
    ).toBe(4);
    expect(
      (await post(user.token, { query: '心' }, '/api/search/?common_only=1')).json()
        .remaining_searches,
    ).toBe(4);
    expect(
      (await post(user.token, { query: '手', common_only: true })).json().remaining_searches,
    ).toBe(3);
  });
});
