import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createCatalog } from '../../catalog/load-catalog';

// Issue 17: the client polls progress at once, often before its detail request has created the
// task; that first poll answered 404 (an error in the browser console).
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({
    catalog: createCatalog({ version: 1, builtAt: '', entries: [], characters: {} }),
  });
});
afterAll(async () => app.close());

const progress = (id: string) =>
  app.inject({ method: 'GET', url: `/api/idioms/generation-progress/${id}/?_t=1` });

describe('progress of a task id search handed out but no detail request has started yet', () => {
  it('is in progress at 0 %, waiting to start', async () => {
    const res = await progress(`gen_${randomUUID()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'in_progress',
      progress: 0,
      message: 'Waiting for the generation to start...',
      error: null,
    });
  });

  it('is still 404 for an id that search never hands out', async () => {
    expect((await progress('not-a-task')).statusCode).toBe(404);
    expect((await progress('gen_123')).statusCode).toBe(404);
  });
});
