import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateDailyReplySchema,
  DailyIdiomSchema,
  FunFactSchema,
} from '../../../shared/schemas/idiom.js';
import { buildTestApp, testCatalog } from '../../../../tests/support/test-app.js';
import { dailyIdioms } from '../../db/schema.js';
import { dailyWord, pickDailyWord, utcDay } from '../../services/idioms/daily-idiom.js';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('daily idiom and random tip', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('GET /api/idioms/daily/ answers today’s idiom with English, story, example and characters', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/idioms/daily/' });
    expect(response.statusCode).toBe(200);
    const idiom = DailyIdiomSchema.parse(response.json());
    expect(idiom.date).toBe(utcDay());
    const entry = testCatalog().get(idiom.word)!;
    expect(entry).toBeDefined();
    expect(idiom.pinyin).toBe(entry.pinyin);
    expect(idiom.traditional).toBe(entry.traditional);
    expect(idiom.explanation).toMatch(/[a-z]/u);
    // Our telling of the story (content/lessons), which names the source work.
    expect(idiom.story).toContain(entry.source!.work!.split('·')[0]!);
    expect(idiom.story.split(/\s+/).length).toBeGreaterThan(60);
    expect(idiom.usage.example).toContain(idiom.word);
    expect(idiom.characters.map((c) => c.char).join('')).toBe(idiom.word);
    expect(idiom.characters.every((c) => c.pinyin && c.meaning)).toBe(true);

    const [row] = await app.db.select().from(dailyIdioms).where(eq(dailyIdioms.day, idiom.date));
    expect(row?.word).toBe(idiom.word);
  });

  it('POST create_daily_idiom returns the same idiom in data.data, with or without a JSON label', async () => {
    const daily = (await app.inject({ method: 'GET', url: '/api/idioms/daily' })).json();
    const plain = await app.inject({ method: 'POST', url: '/api/idioms/create_daily_idiom/' });
    expect(plain.statusCode).toBe(200);
    expect(CreateDailyReplySchema.parse(plain.json()).data.data).toEqual(daily);
    const labelled = await app.inject({
      method: 'POST',
      url: '/api/idioms/create_daily_idiom/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(labelled.statusCode).toBe(200);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/idioms/create_daily_idiom/',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('stores one row per day even when first requests race, and keeps a stored pick', async () => {
    const catalog = testCatalog();
    // A far-future day no other test run uses, made unique per run for the shared PostgreSQL.
    const day = `29${String(Date.now() % 100).padStart(2, '0')}-0${1 + (Date.now() % 9)}-1${Date.now() % 10}`;
    await app.db.delete(dailyIdioms).where(eq(dailyIdioms.day, day));
    const words = await Promise.all(
      Array.from({ length: 5 }, () => dailyWord(app.db, catalog, day)),
    );
    expect(new Set(words)).toEqual(new Set([pickDailyWord(catalog, day)]));
    const rows = await app.db.select().from(dailyIdioms).where(eq(dailyIdioms.day, day));
    expect(rows).toHaveLength(1);

    await app.db.update(dailyIdioms).set({ word: '守株待兔' }).where(eq(dailyIdioms.day, day));
    expect(await dailyWord(app.db, catalog, day)).toBe('守株待兔');
    await app.db.update(dailyIdioms).set({ word: '不是成语' }).where(eq(dailyIdioms.day, day));
    expect(await dailyWord(app.db, catalog, day)).toBe(pickDailyWord(catalog, day));
    await app.db.delete(dailyIdioms).where(eq(dailyIdioms.day, day));
  });

  it('picks deterministically per date and varies across dates', () => {
    const catalog = testCatalog();
    expect(pickDailyWord(catalog, '2026-01-01')).toBe(pickDailyWord(catalog, '2026-01-01'));
    const picks = new Set(
      Array.from({ length: 30 }, (_, i) =>
        pickDailyWord(catalog, `2026-02-${String(i + 1).padStart(2, '0')}`),
      ),
    );
    expect(picks.size).toBeGreaterThan(25);
  });

  it('GET /api/random-tip/ answers an idiom with its English literal meaning', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({ method: 'GET', url: '/api/random-tip/' });
      expect(response.statusCode).toBe(200);
      const tip = FunFactSchema.parse(response.json());
      expect(testCatalog().get(tip.word)?.english?.literal).toBe(tip.literal);
      seen.add(tip.word);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
