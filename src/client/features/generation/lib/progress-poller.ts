import { retryBackoffMs, TIMINGS } from '../../../../shared/constants';
import type { ProgressReply, TaskStatus } from '../../../../shared/schemas/idiom';

export const CONNECTING_MESSAGE = 'Connecting to the generation service...';
export const GENERATION_FAILED = 'Generation failed, please try again later';
export const GENERATION_TIMED_OUT = 'Generation timed out, please try again later';

export interface ProgressUpdate {
  status: TaskStatus;
  progress: number | null;
  message: string | null;
}

export interface PollerOptions {
  fetchProgress: (signal: AbortSignal) => Promise<ProgressReply>;
  onUpdate: (update: ProgressUpdate) => void;
  /** Called once when polling stops on its own: completed, cancelled, failed or timeout. */
  onStop: (status: TaskStatus, error: string | null) => void;
  intervalMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * SPEC §4/§7 Progress polling: immediately, then every 5 s. A server or network error reports
 * in_progress 0 with a 'connecting' message and retries after min(1000 × 2^n, 30000) ms
 * (n = consecutive failures − 1, capped at 3). Returns a stop function.
 */
export function startProgressPolling(options: PollerOptions): () => void {
  const interval = options.intervalMs ?? TIMINGS.progressPollMs;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const controller = new AbortController();
  let stopped = false;
  let failures = 0;
  let timer: unknown = null;

  const schedule = (ms: number) => {
    if (!stopped) timer = setTimer(tick, ms);
  };
  const finish = (status: TaskStatus, error: string | null) => {
    stopped = true;
    options.onStop(status, error);
  };

  async function tick() {
    if (stopped) return;
    let reply: ProgressReply;
    try {
      reply = await options.fetchProgress(controller.signal);
    } catch {
      if (stopped) return;
      options.onUpdate({ status: 'in_progress', progress: 0, message: CONNECTING_MESSAGE });
      schedule(retryBackoffMs(failures));
      failures += 1;
      return;
    }
    if (stopped) return;
    failures = 0;
    options.onUpdate({
      status: reply.status,
      progress:
        typeof reply.progress === 'number' && Number.isFinite(reply.progress)
          ? reply.progress
          : null,
      message: reply.message,
    });
    if (reply.status === 'failed') return finish('failed', reply.error || GENERATION_FAILED);
    if (reply.status === 'timeout') return finish('timeout', GENERATION_TIMED_OUT);
    if (reply.status === 'completed' || reply.status === 'cancelled')
      return finish(reply.status, null);
    schedule(interval);
  }

  void tick();
  return () => {
    stopped = true;
    controller.abort();
    if (timer !== null) clearTimer(timer);
  };
}
