import type { ReviewGrade } from '../../../../shared/schemas/study';

/** A grade made while the server could not be reached, kept until it is sent (ADR 0192). */
export interface QueuedGrade {
  /** The idempotency id the server applies once (ADR 0191). */
  grade_id: string;
  user_id: string;
  word: string;
  grade: ReviewGrade;
  /** ISO time the learner graded it on this device. */
  graded_at: string;
}

const DB_NAME = 'chengyu-offline';
const STORE = 'queued-grades';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'grade_id' });
      store.createIndex('user_id', 'user_id');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  } finally {
    db.close();
  }
}

export const saveQueuedGrade = (grade: QueuedGrade) =>
  inStore('readwrite', (store) => store.put(grade)).then(() => undefined);

export const deleteQueuedGrade = (gradeId: string) =>
  inStore('readwrite', (store) => store.delete(gradeId)).then(() => undefined);

/** One user's queued grades, oldest first (the order they were made in). */
export async function queuedGradesOf(userId: string): Promise<QueuedGrade[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await inStore('readonly', (store) =>
    store.index('user_id').getAll(IDBKeyRange.only(userId)),
  );
  return (all as QueuedGrade[]).sort((a, b) => a.graded_at.localeCompare(b.graded_at));
}
