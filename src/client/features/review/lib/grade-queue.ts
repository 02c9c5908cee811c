import type { ReviewGrade } from '../../../../shared/schemas/study';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { deleteQueuedGrade, queuedGradesOf, saveQueuedGrade } from './grade-store';

/** Fired on window whenever the queue changes, so counts and lists follow it. */
export const GRADE_QUEUE_EVENT = 'grade-queue-change';
/** One tab sends at a time (Web Locks); the server's grade ids make a second send harmless anyway. */
const QUEUE_LOCK = 'chengyu-grade-queue';
/** The grading limit counts per minute (120 a minute per user): a 429 waits that long. */
export const RATE_LIMITED_WAIT_MS = 60_000;
const SERVER_TROUBLE_WAIT_MS = 30_000;
const UNREACHABLE_WAIT_MS = 30_000;

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newGradeId(): string {
  if (globalThis.crypto?.randomUUID) return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** True for a failure that means the server was not reached (or its answer never came back). */
export const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * What to do with a queued grade the server did not take: wait for the connection (or the
 * session: a 401 the refresh could not cure), wait a while (rate limit, server trouble), or drop
 * it because it can never apply (the idiom was unsaved meanwhile, or the request is refused).
 */
export type FailureAction =
  { kind: 'wait_online' } | { kind: 'retry'; afterMs: number } | { kind: 'drop' };

export function actionOnFailure(error: unknown): FailureAction {
  if (!(error instanceof ApiError) || error.status === 0 || error.status === 401)
    return { kind: 'wait_online' };
  if (error.status === 429) return { kind: 'retry', afterMs: RATE_LIMITED_WAIT_MS };
  if (error.status === 408 || error.status >= 500)
    return { kind: 'retry', afterMs: SERVER_TROUBLE_WAIT_MS };
  return { kind: 'drop' };
}

const changed = () => window.dispatchEvent(new Event(GRADE_QUEUE_EVENT));

export async function queueGrade(
  userId: string,
  word: string,
  grade: ReviewGrade,
  gradeId: string,
): Promise<void> {
  await saveQueuedGrade({
    grade_id: gradeId,
    user_id: userId,
    word,
    grade,
    graded_at: new Date().toISOString(),
  });
  changed();
}

export interface FlushResult {
  sent: number;
  dropped: number;
  left: number;
  /** Set when the rest should be tried again after this long (a 429 or a 5xx). */
  retryAfterMs?: number;
}

async function sendAll(userId: string): Promise<FlushResult> {
  const queued = await queuedGradesOf(userId);
  const result: FlushResult = { sent: 0, dropped: 0, left: queued.length };
  for (const item of queued) {
    try {
      // Sent as the Review page sends it; the reply is not needed, so no schema (and no zod) is
      // loaded by the status line every page carries.
      await apiRequest(`/api/review/${encodeURIComponent(item.word)}/grade/`, {
        method: 'POST',
        body: { grade: item.grade, grade_id: item.grade_id },
        timeoutMs: 20_000,
      });
      result.sent++;
    } catch (error) {
      const action = actionOnFailure(error);
      if (action.kind === 'wait_online') {
        // The browser may think it is online while the server is out of reach: look again later.
        result.retryAfterMs = UNREACHABLE_WAIT_MS;
        break;
      }
      if (action.kind === 'retry') {
        result.retryAfterMs = action.afterMs;
        break;
      }
      result.dropped++;
    }
    await deleteQueuedGrade(item.grade_id);
    result.left--;
    changed();
  }
  return result;
}

/**
 * Sends the user's queued grades, oldest first, each with its grade id, so the server applies
 * each exactly once however often this runs. The API client refreshes an expired access token
 * first (SPEC §4); a send stops at the first grade the server did not take.
 */
export async function flushQueuedGrades(userId: string): Promise<FlushResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return sendAll(userId);
  return locks.request(QUEUE_LOCK, () => sendAll(userId));
}
