import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressReply } from '../../../../shared/schemas/idiom';
import {
  CONNECTING_MESSAGE,
  GENERATION_FAILED,
  GENERATION_TIMED_OUT,
  startProgressPolling,
} from './progress-poller';

const reply = (
  status: ProgressReply['status'],
  progress = 10,
  error: string | null = null,
): ProgressReply => ({
  status,
  progress,
  message: null,
  error,
});

describe('startProgressPolling (SPEC §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then every 5 s, and stops on completed', async () => {
    const replies = [reply('in_progress', 20), reply('in_progress', 70), reply('completed', 100)];
    const fetchProgress = vi.fn(async () => replies.shift()!);
    const onUpdate = vi.fn();
    const onStop = vi.fn();
    startProgressPolling({ fetchProgress, onUpdate, onStop });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onStop).toHaveBeenCalledWith('completed', null);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchProgress).toHaveBeenCalledTimes(3);
    expect(onUpdate.mock.calls.map((c) => c[0].progress)).toEqual([20, 70, 100]);
  });

  it('reports connecting and backs off 1, 2, 4, 8, 8 s on errors', async () => {
    const fetchProgress = vi.fn(async (): Promise<ProgressReply> => {
      throw new Error('down');
    });
    const onUpdate = vi.fn();
    startProgressPolling({ fetchProgress, onUpdate, onStop: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenLastCalledWith({
      status: 'in_progress',
      progress: 0,
      message: CONNECTING_MESSAGE,
    });
    const calls: number[] = [];
    for (const wait of [1000, 2000, 4000, 8000, 8000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      calls.push(fetchProgress.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(calls).toEqual([1, 2, 3, 4, 5]);
    expect(fetchProgress).toHaveBeenCalledTimes(6);
  });

  it.each([
    [reply('failed', 50, 'LLM down'), 'failed', 'LLM down'],
    [reply('failed', 50), 'failed', GENERATION_FAILED],
    [reply('timeout', 50), 'timeout', GENERATION_TIMED_OUT],
    [reply('cancelled', 50), 'cancelled', null],
  ])('stops on %o', async (r, status, error) => {
    const fetchProgress = vi.fn(async () => r);
    const onStop = vi.fn();
    startProgressPolling({ fetchProgress, onUpdate: vi.fn(), onStop });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    expect(onStop).toHaveBeenCalledWith(status, error);
  });

  it('stop() ends polling', async () => {
    const fetchProgress = vi.fn(async () => reply('in_progress'));
    const stop = startProgressPolling({ fetchProgress, onUpdate: vi.fn(), onStop: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
  });
});
