import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session';
import { flushQueuedGrades, GRADE_QUEUE_EVENT } from '../lib/grade-queue';
import { queuedGradesOf, type QueuedGrade } from '../lib/grade-store';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The signed-in user's grades waiting to be sent, following every change of the queue. */
export function useQueuedGrades(): QueuedGrade[] {
  const { user } = useSession();
  const [queued, setQueued] = useState<QueuedGrade[]>([]);
  useEffect(() => {
    if (!user) {
      setQueued([]);
      return;
    }
    let live = true;
    const load = () =>
      void queuedGradesOf(user.id)
        .then((items) => live && setQueued(items))
        .catch(() => undefined);
    load();
    window.addEventListener(GRADE_QUEUE_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(GRADE_QUEUE_EVENT, load);
    };
  }, [user]);
  return queued;
}

/**
 * Sends the queued grades whenever there is reason to think the server can be reached: when the
 * page starts, when the browser comes back online, when a grade is queued, and after the wait a
 * rate limit or server trouble asked for.
 */
export function useGradeQueueFlusher(hasPending: boolean) {
  const { user } = useSession();
  const online = useOnline();
  const userId = user?.id;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId || !online || !hasPending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void flushQueuedGrades(userId)
      .then((result) => {
        if (live && result.retryAfterMs !== undefined)
          timer = setTimeout(() => setAttempt((n) => n + 1), result.retryAfterMs);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [userId, online, hasPending, attempt]);
}
