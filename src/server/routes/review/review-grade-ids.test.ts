import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { reviewCards, reviewLogs } from '../../db/schema';

let app: FastifyInstance;
let now = new Date('2026-05-01T09:00:00Z');
beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
});
afterAll(async () => app.close());

type User = Awaited<ReturnType<typeof createTestUser>>;

async function openAndSave(user: User, word: string) {
  const path = encodeURIComponent(word);
  const detail = await app.inject({
    method: 'GET',
    url: `/api/idioms/${path}/`,
    headers: user.headers,
  });
  expect(detail.statusCode).toBe(200);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/saved/${path}/`,
    headers: user.headers,
  });
  expect(saved.statusCode).toBe(200);
}
const grade = (user: User, word: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/review/${encodeURIComponent(word)}/grade/`,
    headers: user.headers,
    payload: body,
  });
const logsOf = (user: User, word: string) =>
  app.db
    .select()
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, user.id), eq(reviewLogs.word, word)));
const repsOf = async (user: User, word: string) => {
  const [card] = await app.db
    .select({ reps: reviewCards.reps })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.word, word)));
  return card?.reps;
};

describe('grades with a grade_id are applied once (ADR 0191)', () => {
  it('answers the same grade_id again with the first result and writes one log row', async () => {
    const user = await createTestUser(app, { prefix: 'grade-id', subscriber: true });
    await openAndSave(user, '画蛇添足');
    const id = randomUUID();
    const first = await grade(user, '画蛇添足', { grade: 'good', grade_id: id });
    expect(first.statusCode).toBe(200);
    expect(first.json().replayed).toBeUndefined();
    now = new Date(now.getTime() + 3_600_000);
    const again = await grade(user, '画蛇添足', { grade: 'good', grade_id: id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, schedule: first.json().schedule });
    expect(await logsOf(user, '画蛇添足')).toHaveLength(1);
    expect(await repsOf(user, '画蛇添足')).toBe(1);
    // A new id is a new grade.
    const next = await grade(user, '画蛇添足', { grade: 'good', grade_id: randomUUID() });
    expect(next.json().schedule.reps).toBe(2);
    expect(await logsOf(user, '画蛇添足')).toHaveLength(2);
  });

  it('applies one grade when the same grade_id arrives several times at once', async () => {
    const user = await createTestUser(app, { prefix: 'grade-id-race', subscriber: true });
    await openAndSave(user, '守株待兔');
    const id = randomUUID();
    const replies = await Promise.all(
      [1, 2, 3].map(() => grade(user, '守株待兔', { grade: 'easy', grade_id: id })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => JSON.stringify(r.json().schedule))).size).toBe(1);
    expect(replies.filter((r) => r.json().replayed === true)).toHaveLength(2);
    expect(await logsOf(user, '守株待兔')).toHaveLength(1);
    expect(await repsOf(user, '守株待兔')).toBe(1);
  });

  it('refuses a grade_id reused for another grade or word with 409, applying nothing', async () => {
    const user = await createTestUser(app, { prefix: 'grade-id-reuse', subscriber: true });
    await openAndSave(user, '一丝不苟');
    await openAndSave(user, '亡羊补牢');
    const id = randomUUID();
    expect((await grade(user, '一丝不苟', { grade: 'hard', grade_id: id })).statusCode).toBe(200);
    const otherGrade = await grade(user, '一丝不苟', { grade: 'easy', grade_id: id });
    expect(otherGrade.statusCode).toBe(409);
    expect(otherGrade.json().error).toMatch(/grade_id/);
    expect((await grade(user, '亡羊补牢', { grade: 'hard', grade_id: id })).statusCode).toBe(409);
    expect(await logsOf(user, '一丝不苟')).toHaveLength(1);
    expect(await logsOf(user, '亡羊补牢')).toHaveLength(0);
  });

  it("keeps users' ids apart and still answers a replay after the idiom was unsaved", async () => {
    const a = await createTestUser(app, { prefix: 'grade-id-a', subscriber: true });
    const b = await createTestUser(app, { prefix: 'grade-id-b', subscriber: true });
    await openAndSave(a, '井底之蛙');
    await openAndSave(b, '井底之蛙');
    const id = randomUUID();
    expect((await grade(a, '井底之蛙', { grade: 'good', grade_id: id })).statusCode).toBe(200);
    const other = await grade(b, '井底之蛙', { grade: 'good', grade_id: id });
    expect(other.statusCode).toBe(200);
    expect(other.json().replayed).toBeUndefined();
    const path = `/api/saved/${encodeURIComponent('井底之蛙')}/`;
    await app.inject({ method: 'DELETE', url: path, headers: a.headers });
    const replay = await grade(a, '井底之蛙', { grade: 'good', grade_id: id });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().replayed).toBe(true);
    expect((await grade(a, '井底之蛙', { grade: 'good', grade_id: randomUUID() })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 to a grade_id that is not a UUID', async () => {
    const user = await createTestUser(app, { prefix: 'grade-id-bad', subscriber: true });
    await openAndSave(user, '对牛弹琴');
    for (const bad of ['abc', 42, '', 'x'.repeat(36)]) {
      const res = await grade(user, '对牛弹琴', { grade: 'good', grade_id: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect(await logsOf(user, '对牛弹琴')).toHaveLength(0);
  });
});
