import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { StrokeDataSchema } from '../../../shared/schemas/strokes';
import { buildTestApp } from '../../../../tests/support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const get = (char: string) =>
  app.inject({ method: 'GET', url: `/api/strokes/${encodeURIComponent(char)}/` });

describe('GET /api/strokes/{char}/', () => {
  it('serves the stroke data of 蛇 from our own origin, public and cacheable', async () => {
    const res = await get('蛇');
    expect(res.statusCode).toBe(200);
    const data = StrokeDataSchema.parse(res.json());
    expect(data.strokes).toHaveLength(11);
    expect(data.medians).toHaveLength(11);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('says plainly when a character has no data', async () => {
    const res = await get('𠀀');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Stroke order is not available for 𠀀' });
  });

  it('serves the data licence (Arphic Public License) beside it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/strokes/licence' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^ARPHIC PUBLIC LICENSE/);
  });

  it('refuses anything that is not one character, and never reads outside the data', async () => {
    for (const bad of ['画蛇', '..', 'a/b', '']) {
      const res = await get(bad);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('error');
    }
    const dotdot = await app.inject({ method: 'GET', url: '/api/strokes/%2E%2E%2Fpackage/' });
    expect([400, 404]).toContain(dotdot.statusCode);
    expect((await get('a')).json()).toEqual({ error: 'Stroke order is not available for a' });
  });
});
