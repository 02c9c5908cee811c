import { setTimeout as sleep } from 'node:timers/promises';
import type { GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import type { Db } from '../db/client.js';
import type { CachedTaskLog } from './cached-task-log.js';
import type { DetailCache } from './detail-cache.js';
import {
  acquireTask,
  completeWordTasks,
  finishTask,
  getTask,
  getTasks,
  newTaskId,
  recordCachedTask,
  reportProgress,
  TASK_POLL_MS,
  type Acquired,
} from './generation-task.js';
import { GenerationError, type DetailGenerator } from './generator.js';

export const CANCELLED_MESSAGE = 'Task cancelled by user';
export const TIMEOUT_MESSAGE = 'Generation timed out, please try again later';
export const FAILED_MESSAGE = 'Generation failed, please try again later';

export type DetailOutcome = { taskId: string } & (
  | { kind: 'completed'; detail: GeneratedDetail; cached: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: string }
  | { kind: 'timeout' }
);

export interface DetailServiceOptions {
  db: Db;
  generator: DetailGenerator;
  cache: DetailCache;
  timeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
  /** Records cache hits' task rows behind the reply (ADR 0107); without it, synchronously. */
  cachedTasks?: CachedTaskLog;
}

/**
 * The detail of one idiom: from the cache at once, else by running the generation as a task
 * (or joining the one already running for this word on any instance) and waiting for its end.
 */
export async function obtainDetail(
  options: DetailServiceOptions,
  entry: CatalogEntry,
  request: { taskId?: string; userId: string | null },
): Promise<DetailOutcome> {
  const { db, generator } = options;
  const cached = await options.cache.read(entry.word, generator.name);
  if (cached) {
    const task = {
      taskId: request.taskId ?? newTaskId(),
      word: entry.word,
      generator: generator.name,
      userId: request.userId,
    };
    const taskId = options.cachedTasks
      ? await options.cachedTasks.record(task)
      : await recordCachedTask(db, task);
    return { kind: 'completed', detail: cached, cached: true, taskId };
  }
  let taskId = request.taskId;
  // A joined run that its own requester cancels is taken over, a bounded number of times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const acquired = await acquireTask(db, {
      taskId,
      word: entry.word,
      generator: generator.name,
      userId: request.userId,
      staleAfterMs: options.timeoutMs + 30_000,
    });
    taskId = acquired.taskId;
    if (acquired.role === 'run') {
      // Another instance may have finished between the cache read and the task lock.
      const justCached = await options.cache.read(entry.word, generator.name);
      if (justCached) {
        await completeWordTasks(db, entry.word, generator.name);
        return { kind: 'completed', detail: justCached, cached: true, taskId: acquired.taskId };
      }
      return runGeneration(options, entry, acquired.taskId);
    }
    const outcome = await waitForRunner(options, entry, acquired);
    if (outcome !== 'retry') return outcome;
  }
  await finishTask(db, taskId!, 'failed', { error: FAILED_MESSAGE });
  return { kind: 'failed', error: FAILED_MESSAGE, taskId: taskId! };
}

async function runGeneration(
  options: DetailServiceOptions,
  entry: CatalogEntry,
  taskId: string,
): Promise<DetailOutcome> {
  const { db, generator } = options;
  const controller = new AbortController();
  let stop: 'cancelled' | 'timeout' | null = null;
  const halt = (why: 'cancelled' | 'timeout') => {
    stop ??= why;
    controller.abort(new Error(why));
  };
  const timer = setTimeout(() => halt('timeout'), options.timeoutMs);
  // Cancels arrive as a row update, possibly from another instance: watch the row. The same
  // tick writes the latest progress, so a generation that ends within one tick writes none.
  let pending: { progress: number; message: string } | null = null;
  let ticking = false;
  const tick = async () => {
    if (pending) {
      const { progress, message } = pending;
      pending = null;
      await reportProgress(db, entry.word, generator.name, progress, message);
    }
    const row = await getTask(db, taskId);
    if (row?.status === 'cancelled') halt('cancelled');
  };
  const watcher = setInterval(() => {
    if (ticking) return;
    ticking = true;
    tick()
      .catch(() => undefined)
      .finally(() => (ticking = false));
  }, TASK_POLL_MS);
  const onProgress = (progress: number, message: string) => {
    if (!controller.signal.aborted) pending = { progress, message };
  };
  try {
    const detail = await untilAborted(
      generator.generate(entry, { signal: controller.signal, onProgress }),
      controller.signal,
    );
    await options.cache.write(entry.word, generator.name, detail);
    // Completes this task and every request that joined it, unless a cancel landed first.
    const completed = await completeWordTasks(db, entry.word, generator.name);
    if (!completed.includes(taskId) && (await getTask(db, taskId))?.status === 'cancelled') {
      return { kind: 'cancelled', taskId };
    }
    return { kind: 'completed', detail, cached: false, taskId };
  } catch (error) {
    if (stop === 'cancelled') return { kind: 'cancelled', taskId };
    if (stop === 'timeout') {
      await finishTask(db, taskId, 'timeout', { error: TIMEOUT_MESSAGE });
      return { kind: 'timeout', taskId };
    }
    const message = error instanceof GenerationError ? error.message : FAILED_MESSAGE;
    options.log?.warn({ err: error, word: entry.word, taskId }, 'idiom detail generation failed');
    await finishTask(db, taskId, 'failed', { error: message });
    return { kind: 'failed', error: message, taskId };
  } finally {
    clearTimeout(timer);
    clearInterval(watcher);
  }
}

/** Rejects as soon as the signal aborts, even if a generator ignores it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function waitForRunner(
  options: DetailServiceOptions,
  entry: CatalogEntry,
  acquired: Acquired,
): Promise<DetailOutcome | 'retry'> {
  const { db, generator } = options;
  const { taskId, runnerId } = acquired;
  const deadline = Date.now() + options.timeoutMs + 2 * TASK_POLL_MS + 1000;
  for (;;) {
    await sleep(TASK_POLL_MS);
    const rows = await getTasks(db, [taskId, runnerId]);
    const own = rows.find((row) => row.id === taskId);
    const runner = rows.find((row) => row.id === runnerId);
    if (!own || own.status === 'cancelled') return { kind: 'cancelled', taskId };
    if (own.status === 'completed' || runner?.status === 'completed') {
      const detail = await options.cache.read(entry.word, generator.name);
      if (detail) {
        await finishTask(db, taskId, 'completed', { message: 'Completed' });
        return { kind: 'completed', detail, cached: false, taskId };
      }
    }
    const end = runner?.status;
    if (
      end === 'failed' ||
      end === 'timeout' ||
      own.status === 'failed' ||
      own.status === 'timeout'
    ) {
      const kind = end === 'timeout' || own.status === 'timeout' ? 'timeout' : 'failed';
      const error = runner?.error ?? own.error ?? FAILED_MESSAGE;
      await finishTask(db, taskId, kind, { error });
      return kind === 'timeout' ? { kind, taskId } : { kind, error, taskId };
    }
    if (!runner || end === 'cancelled' || (end === 'completed' && own.status === 'in_progress'))
      return 'retry';
    if (Date.now() > deadline) {
      await finishTask(db, taskId, 'timeout', { error: TIMEOUT_MESSAGE });
      return { kind: 'timeout', taskId };
    }
  }
}
