import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';

let app: FastifyInstance;
let now = new Date('2026-03-01T08:00:00Z');
beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
});
afterAll(async () => app.close());

const URL = '/api/settings/display/';
const CHOICES = { traditional_first: true, hide_pinyin: true, tone_colours: true, theme: 'dark' };
type User = Awaited<ReturnType<typeof createTestUser>>;
const read = (user: User) => app.inject({ method: 'GET', url: URL, headers: user.headers });
const write = (user: User, payload: unknown) =>
  app.inject({ method: 'PUT', url: URL, headers: user.headers, payload: payload as object });

describe('/api/settings/display/', () => {
  it('answers 401 to a guest', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await app.inject({
        method,
        url: URL,
        ...(method === 'PUT' ? { payload: CHOICES } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    }
  });

  it('gives the defaults until the user saves, then what was saved, to every session', async () => {
    const user = await createTestUser(app, { prefix: 'display' });
    const before = await read(user);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      traditional_first: false,
      hide_pinyin: false,
      tone_colours: false,
      theme: 'system',
      updated_at: null,
    });

    const saved = await write(user, CHOICES);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...CHOICES, updated_at: now.toISOString() });
    expect((await read(user)).json()).toEqual({ ...CHOICES, updated_at: now.toISOString() });

    // Saving again replaces the set (the last write wins) and moves updated_at.
    now = new Date(now.getTime() + 60_000);
    const next = { ...CHOICES, hide_pinyin: false, theme: 'light' };
    expect((await write(user, next)).json()).toEqual({ ...next, updated_at: now.toISOString() });
    expect((await read(user)).json()).toMatchObject(next);
  });

  it("keeps each user's choices to themselves", async () => {
    const a = await createTestUser(app, { prefix: 'display-a' });
    const b = await createTestUser(app, { prefix: 'display-b' });
    await write(a, CHOICES);
    expect((await read(b)).json()).toMatchObject({ theme: 'system', updated_at: null });
  });

  it.each([
    ['an unknown theme', { ...CHOICES, theme: 'sepia' }, /theme/],
    ['a flag that is not a boolean', { ...CHOICES, hide_pinyin: 'yes' }, /hide_pinyin/],
    [
      'a missing field',
      { traditional_first: true, hide_pinyin: true, theme: 'dark' },
      /tone_colours/,
    ],
    ['an unknown field', { ...CHOICES, font_size: 20 }, /font_size/],
    ['a list', [CHOICES], /./],
  ])('answers 400 with {error} to %s and keeps what was saved', async (_name, payload, message) => {
    const user = await createTestUser(app, { prefix: 'display-bad' });
    await write(user, CHOICES);
    const res = await write(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await read(user)).json()).toMatchObject(CHOICES);
  });
});
