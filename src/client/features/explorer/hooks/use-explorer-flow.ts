import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../../shared/constants';
import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { ApiError } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { cancelByWord } from '../../generation/api/cancel-by-word';
import { getIdiomDetail } from '../../generation/api/get-idiom-detail';
import { describeDetailFailure, DETAIL_MESSAGES } from '../../generation/lib/detail-errors';
import { searchIdioms } from '../../search/api/search-idioms';
import { isValidTaskId } from '../../search/lib/filter-results';
import { emitSearchCount } from '../../search/lib/search-count-event';
import { cancelTaskById } from '../api/cancel-task';
import { recordView } from '../api/record-view';

export interface IdiomRef {
  word: string;
  task_id?: string | null;
  first_searched_at?: string | null;
  /**
   * Opened by its address (/app/idiom/{word}, Back, Forward): fetched by word under the detail's
   * own quota rules, never through a search, so the address itself spends no search credit.
   */
  byAddress?: boolean;
}

/** A task id of our own for an idiom opened by address: the server creates the task (ARCH §6). */
const newTaskId = () =>
  `gen_${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}_${Math.random().toString(36).slice(2)}`}`;

export interface Generation {
  word: string;
  taskId: string;
  firstSearch: boolean;
}

/**
 * SPEC §4 Explorer flow: ensure a task id (search again by word if missing), show loading with the
 * first-search flag, fetch the detail, show it, record the view 500 ms later, then unlock.
 * A cancel or an error clears loading and the search info.
 */
export function useExplorerFlow(onDetail: (detail: IdiomDetail) => void) {
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** No free search left for what was asked: said in place, not as the Error overlay (ADR 0143). */
  const [limitReached, setLimitReached] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const current = useRef<{ controller: AbortController; userCancelled: boolean } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      current.current?.controller.abort();
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  const finish = useCallback(() => {
    current.current = null;
    setGeneration(null);
    setCancelling(false);
    setBusy(false);
  }, []);

  const open = useCallback(
    async (idiom: IdiomRef) => {
      if (!isLoggedIn()) {
        setError(DETAIL_MESSAGES.notLoggedIn);
        return;
      }
      current.current?.controller.abort();
      const run = { controller: new AbortController(), userCancelled: false };
      current.current = run;
      setError(null);
      setNotice(null);
      setLimitReached(false);
      setBusy(true);

      let target = idiom.byAddress ? { ...idiom, task_id: newTaskId() } : idiom;
      if (!isValidTaskId(target.task_id)) {
        try {
          const reply = await searchIdioms(idiom.word, run.controller.signal);
          emitSearchCount({
            remainingSearches: reply.remaining_searches,
            hasSubscription: reply.has_subscription,
          });
          const first = reply.data.find(
            (item) => item.word === idiom.word.trim() && isValidTaskId(item.task_id),
          );
          if (!first) throw new Error(DETAIL_MESSAGES.missingTaskId);
          target = first;
        } catch (err) {
          if (current.current !== run) return;
          finish();
          if (err instanceof ApiError && err.status === 403) setLimitReached(true);
          else
            setError(
              err instanceof ApiError
                ? describeDetailFailure(err, false).message
                : DETAIL_MESSAGES.missingTaskId,
            );
          return;
        }
      }
      if (current.current !== run) return;
      const taskId = target.task_id as string;
      setGeneration({
        word: target.word,
        taskId,
        firstSearch: !idiom.byAddress && !target.first_searched_at,
      });

      try {
        const detail = await getIdiomDetail(target.word, taskId, run.controller.signal);
        if (current.current !== run) return;
        if (detail.has_subscription !== undefined) {
          emitSearchCount({
            remainingSearches: detail.remaining_searches ?? null,
            hasSubscription: detail.has_subscription,
          });
        }
        onDetail(detail);
        setGeneration(null);
        timers.current.push(
          setTimeout(() => {
            recordView(detail.word, detail.task_id ?? taskId)
              .then((r) =>
                emitSearchCount({
                  remainingSearches: r.remaining_searches,
                  hasSubscription: r.has_subscription,
                }),
              )
              .catch((err: unknown) => {
                if (err instanceof ApiError && err.status === 403)
                  setNotice(DETAIL_MESSAGES.recordViewQuota);
              })
              .finally(() => current.current === run && finish());
          }, TIMINGS.recordViewDelayMs),
        );
      } catch (err) {
        if (current.current !== run) return;
        const failure = describeDetailFailure(err, run.userCancelled);
        finish();
        if (err instanceof ApiError && err.status === 403 && !run.userCancelled)
          setLimitReached(true);
        else if (failure.kind === 'error') setError(failure.message);
      }
    },
    [finish, onDetail],
  );

  const cancel = useCallback(async () => {
    const run = current.current;
    if (!run || !generation) return finish();
    run.userCancelled = true;
    setCancelling(true);
    try {
      await cancelTaskById(generation.taskId);
    } catch {
      // The task may be unknown to the server yet: stopping by word covers that (SPEC §7).
      await cancelByWord(generation.word).catch(() => setNotice(DETAIL_MESSAGES.cancelFailed));
    } finally {
      run.controller.abort();
      if (current.current === run) finish();
    }
  }, [generation, finish]);

  /** The progress poll saw failed or timeout: stop waiting and show its message. */
  const fail = useCallback(
    (message: string) => {
      current.current?.controller.abort();
      finish();
      setError(message);
    },
    [finish],
  );

  return {
    generation,
    busy,
    error,
    notice,
    limitReached,
    cancelling,
    open,
    cancel,
    fail,
    dismissError: () => setError(null),
    reportLimit: useCallback(() => setLimitReached(true), []),
    dismissLimit: () => setLimitReached(false),
    dismissNotice: () => setNotice(null),
  };
}
