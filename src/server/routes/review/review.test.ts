import { STUDY_WRITES_PER_MINUTE } from '../../plugins/external/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { quotaState } from '../../services/search/quota-ledger';

let app: FastifyInstance;
let now = new Date('2026-04-10T09:00:00Z');
beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
});
afterAll(async () => app.close());

type User = Awaited<ReturnType<typeof createTestUser>>;
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (ms: number) => (now = new Date(ms));

async function openAndSave(user: User, word: string) {
  const detail = await app.inject({
    method: 'GET',
    url: `/api/idioms/${encodeURIComponent(word)}/`,
    headers: user.headers,
  });
  expect(detail.statusCode).toBe(200);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/saved/${encodeURIComponent(word)}/`,
    headers: user.headers,
  });
  expect(saved.statusCode).toBe(200);
}
const grade = (user: User, word: string, value: string) =>
  app.inject({
    method: 'POST',
    url: `/api/review/${encodeURIComponent(word)}/grade/`,
    headers: user.headers,
    payload: { grade: value },
  });
const due = async (user: User) => {
  const res = await app.inject({ method: 'GET', url: '/api/review/due/', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('grading is rate-limited per user (issue 26)', () => {
  it(`answers 429 after ${STUDY_WRITES_PER_MINUTE} grades in a minute`, async () => {
    const user = await createTestUser(app, { prefix: 'grader' });
    await openAndSave(user, '画蛇添足');
    const statuses: number[] = [];
    for (let i = 0; i <= STUDY_WRITES_PER_MINUTE; i++)
      statuses.push((await grade(user, '画蛇添足', 'good')).statusCode);
    expect(statuses.slice(0, STUDY_WRITES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another user is not held by it.
    const other = await createTestUser(app, { prefix: 'grader' });
    await openAndSave(other, '画蛇添足');
    expect((await grade(other, '画蛇添足', 'good')).statusCode).toBe(200);
  });
});

describe('POST /api/review/{word}/grade/', () => {
  it('moves the schedule exactly as ts-fsrs does, grade after grade', async () => {
    const user = await createTestUser(app, { prefix: 'review', subscriber: true });
    at(Date.parse('2026-04-10T09:00:00Z'));
    await openAndSave(user, '画蛇添足');
    const scheduler = fsrs({ enable_fuzz: false });
    let card: Card = createEmptyCard(now);
    const grades: [string, Grade][] = [
      ['good', Rating.Good],
      ['good', Rating.Good],
      ['hard', Rating.Hard],
      ['again', Rating.Again],
      ['easy', Rating.Easy],
      ['good', Rating.Good],
    ];
    at(now.getTime() + 5 * MINUTE);
    for (const [name, rating] of grades) {
      card = scheduler.next(card, now, rating).card;
      const res = await grade(user, '画蛇添足', name);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.word).toBe('画蛇添足');
      expect(body.grade).toBe(name);
      expect(body.schedule).toEqual({
        state: ['new', 'learning', 'review', 'relearning'][card.state],
        due: card.due.toISOString(),
        stability: card.stability,
        difficulty: card.difficulty,
        elapsed_days: card.elapsed_days,
        scheduled_days: card.scheduled_days,
        reps: card.reps,
        lapses: card.lapses,
        last_review: card.last_review!.toISOString(),
      });
      // The next review happens when the card falls due (plus a little).
      at(card.due.getTime() + 3 * MINUTE);
    }
    expect(card.reps).toBe(6);
    expect(card.lapses).toBe(1);
  });

  it('answers 401 to a guest, 404 for an unknown or unsaved word, 400 for a bad grade', async () => {
    const guest = await app.inject({
      method: 'POST',
      url: `/api/review/${encodeURIComponent('画蛇添足')}/grade/`,
      payload: { grade: 'good' },
    });
    expect(guest.statusCode).toBe(401);
    const user = await createTestUser(app, { prefix: 'review', subscriber: true });
    const unknown = await grade(user, '不是成语', 'good');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('不是成语');
    const unsaved = await grade(user, '守株待兔', 'good');
    expect(unsaved.statusCode).toBe(404);
    expect(unsaved.json().error).toBe('This idiom is not among your saved idioms');
    await openAndSave(user, '守株待兔');
    const bad = await grade(user, '守株待兔', 'perfect');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/grade/);
  });

  it("lets no user see or grade another's cards", async () => {
    const a = await createTestUser(app, { prefix: 'review-a', subscriber: true });
    const b = await createTestUser(app, { prefix: 'review-b', subscriber: true });
    await openAndSave(a, '一丝不苟');
    const before = (await due(a)).cards[0].schedule;
    expect((await due(b)).cards).toEqual([]);
    expect((await due(b)).counts).toEqual({ due: 0, new: 0, learned: 0 });
    const res = await grade(b, '一丝不苟', 'easy');
    expect(res.statusCode).toBe(404);
    expect((await due(a)).cards[0].schedule).toEqual(before);
  });

  it('spends no search credit', async () => {
    const user = await createTestUser(app, { prefix: 'review-free' });
    at(Date.now());
    await openAndSave(user, '守株待兔');
    const left = (await quotaState(app.db, user.id)).remaining;
    expect(left).toBe(4);
    await due(user);
    for (const value of ['good', 'again', 'good'])
      expect((await grade(user, '守株待兔', value)).statusCode).toBe(200);
    await due(user);
    expect((await quotaState(app.db, user.id)).remaining).toBe(left);
  });
});

describe('saving and unsaving', () => {
  it('unsaving drops the card but keeps the streak; saving again starts a new card', async () => {
    const user = await createTestUser(app, { prefix: 'review-unsave', subscriber: true });
    at(Date.parse('2026-07-01T10:00:00Z'));
    await openAndSave(user, '守株待兔');
    expect((await grade(user, '守株待兔', 'good')).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/saved/${encodeURIComponent('守株待兔')}/`,
      headers: user.headers,
    });
    expect(removed.json()).toEqual({ removed: true });
    const after = await due(user);
    expect(after.cards).toEqual([]);
    expect(after.counts).toEqual({ due: 0, new: 0, learned: 0 });
    expect(after.streak).toEqual({ days: 1, reviewed_today: true });
    expect((await grade(user, '守株待兔', 'good')).statusCode).toBe(404);
    await openAndSave(user, '守株待兔');
    const again = await due(user);
    expect(again.cards.map((c: { word: string }) => c.word)).toEqual(['守株待兔']);
    expect(again.cards[0].schedule).toMatchObject({ state: 'new', reps: 0, last_review: null });
  });

  it('applies two grades sent at once one after the other', async () => {
    const user = await createTestUser(app, { prefix: 'review-race', subscriber: true });
    at(Date.parse('2026-07-02T10:00:00Z'));
    await openAndSave(user, '一丝不苟');
    const replies = await Promise.all([
      grade(user, '一丝不苟', 'good'),
      grade(user, '一丝不苟', 'good'),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const reps = replies.map((r) => r.json().schedule.reps).sort();
    expect(reps).toEqual([1, 2]);
    expect((await due(user)).counts.new).toBe(0);
  });
});

describe('GET /api/review/due/', () => {
  it('answers 401 to a guest', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/review/due/' });
    expect(res.statusCode).toBe(401);
  });

  it('puts due cards first, most overdue first, then new ones, with the counts', async () => {
    const user = await createTestUser(app, { prefix: 'review-due', subscriber: true });
    const start = Date.parse('2026-05-01T10:00:00Z');
    at(start);
    for (const word of ['画蛇添足', '守株待兔', '一丝不苟', '鹤立鸡群']) {
      await openAndSave(user, word);
      at(now.getTime() + MINUTE);
    }
    // Two cards learnt (Easy jumps to review state, due in days), one more learnt later.
    expect((await grade(user, '守株待兔', 'easy')).statusCode).toBe(200);
    at(now.getTime() + DAY);
    const later = (await grade(user, '画蛇添足', 'easy')).json();
    expect(later.counts).toEqual({ due: 0, new: 2, learned: 2 });
    const first = await due(user);
    expect(first.counts).toEqual({ due: 0, new: 2, learned: 2 });
    expect(first.cards.map((c: { word: string }) => c.word)).toEqual(['一丝不苟', '鹤立鸡群']);
    expect(first.cards[0].traditional).toBe('一絲不苟');

    // Past both due times: both due, the earlier due first, then the new ones (oldest saved first).
    at(Date.parse(later.schedule.due) + DAY);
    const second = await due(user);
    expect(second.counts).toEqual({ due: 2, new: 2, learned: 0 });
    expect(second.cards.map((c: { word: string }) => c.word)).toEqual([
      '守株待兔',
      '画蛇添足',
      '一丝不苟',
      '鹤立鸡群',
    ]);
    expect(second.now).toBe(now.toISOString());
    const card = second.cards[0];
    expect(card).toMatchObject({ word: '守株待兔', pinyin: 'shǒu zhū dài tù' });
    expect(card.characters.map((c: { char: string }) => c.char).join('')).toBe('守株待兔');
    expect(card.characters.every((c: { pinyin: string }) => c.pinyin.length > 0)).toBe(true);
    expect(second.cards[2].kind).toBe('characters_to_meaning');
  });

  it('counts a streak of consecutive UTC days with a review', async () => {
    const user = await createTestUser(app, { prefix: 'review-streak', subscriber: true });
    at(Date.parse('2026-06-01T23:30:00Z'));
    await openAndSave(user, '画蛇添足');
    expect((await due(user)).streak).toEqual({ days: 0, reviewed_today: false });
    await grade(user, '画蛇添足', 'again');
    expect((await due(user)).streak).toEqual({ days: 1, reviewed_today: true });
    at(Date.parse('2026-06-02T00:10:00Z'));
    expect((await due(user)).streak).toEqual({ days: 1, reviewed_today: false });
    const graded = (await grade(user, '画蛇添足', 'good')).json();
    expect(graded.streak).toEqual({ days: 2, reviewed_today: true });
    at(Date.parse('2026-06-03T12:00:00Z'));
    await grade(user, '画蛇添足', 'good');
    expect((await due(user)).streak).toEqual({ days: 3, reviewed_today: true });
    // A day without a review ends it.
    at(Date.parse('2026-06-05T08:00:00Z'));
    expect((await due(user)).streak).toEqual({ days: 0, reviewed_today: false });
    await grade(user, '画蛇添足', 'good');
    expect((await due(user)).streak).toEqual({ days: 1, reviewed_today: true });
  });
});
