import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { actionOnFailure, isUnreachable, newGradeId, RATE_LIMITED_WAIT_MS } from './grade-queue';

describe('sending queued grades (ADR 0192)', () => {
  it('waits for the connection when the server was not reached or the session could not be renewed', () => {
    expect(actionOnFailure(new ApiError(0, 'Network connection error', {}, 'network'))).toEqual({
      kind: 'wait_online',
    });
    expect(actionOnFailure(new ApiError(0, 'Request timed out', {}, 'timeout'))).toEqual({
      kind: 'wait_online',
    });
    expect(actionOnFailure(new ApiError(401, 'Your session has expired.'))).toEqual({
      kind: 'wait_online',
    });
  });

  it('tries again after the rate limit’s minute on 429, and after a while on server trouble', () => {
    expect(actionOnFailure(new ApiError(429, 'Rate limit exceeded'))).toEqual({
      kind: 'retry',
      afterMs: RATE_LIMITED_WAIT_MS,
    });
    expect(actionOnFailure(new ApiError(503, 'Service temporarily unavailable'))).toMatchObject({
      kind: 'retry',
    });
    expect(actionOnFailure(new ApiError(408, 'Request Timeout'))).toMatchObject({ kind: 'retry' });
  });

  it('drops a grade that can never apply: unsaved meanwhile, refused, or its id reused', () => {
    for (const status of [400, 404, 409])
      expect(actionOnFailure(new ApiError(status, 'no'))).toEqual({ kind: 'drop' });
  });

  it('queues only what failed at the network', () => {
    expect(isUnreachable(new ApiError(0, 'Network connection error', {}, 'network'))).toBe(true);
    expect(isUnreachable(new ApiError(404, 'This idiom is not among your saved idioms'))).toBe(
      false,
    );
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('makes v4 UUIDs the server accepts as grade ids', () => {
    const ids = new Set(Array.from({ length: 50 }, newGradeId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
