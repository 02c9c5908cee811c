import { ApiError } from '../../../lib/api-client';

/** SPEC §8 Idiom detail messages, as the explorer shows them. */
export const DETAIL_MESSAGES = {
  abortedOrTimeout: '请求已取消或超时，请重试',
  cancelledByUser: '任务已被用户取消',
  unavailable: '服务暂时不可用，请稍后重试',
  quota:
    'You have reached your daily free usage limit. Please subscribe to continue exploring Chinese idioms.',
  unauthorized: 'Please log in to continue.',
  notLoggedIn: 'Please log in to view complete idiom details',
  network: 'Network connection error. Please check your internet connection.',
  fallback: 'Failed to retrieve idiom details. Please try again later.',
  missingTaskId: 'Unable to retrieve idiom details. Please try again.',
  cancelFailed: 'Failed to cancel task, please try again later',
  recordViewQuota: "Today's free usage limit has been reached, please subscribe to continue using",
} as const;

/** SPEC §8: errors with cancel wording are treated as silent cancellation. */
export function isCancelWording(message: string | null | undefined): boolean {
  if (!message) return false;
  return /cancel|取消/i.test(message) && !/超时|timed? ?out/i.test(message);
}

export type DetailFailure = {
  kind: 'cancelled' | 'error';
  message: string;
  basicInfo?: { word: string; pinyin: string; explanation: string };
};

/** Turns a failed GET /api/idioms/{word}/ into what the explorer shows (SPEC §8 Idiom detail). */
export function describeDetailFailure(error: unknown, userCancelled: boolean): DetailFailure {
  if (userCancelled) return { kind: 'cancelled', message: DETAIL_MESSAGES.cancelledByUser };
  if (!(error instanceof ApiError)) {
    const message =
      error instanceof Error && error.message ? error.message : DETAIL_MESSAGES.fallback;
    return { kind: 'error', message };
  }
  if (error.kind === 'aborted' || error.kind === 'timeout') {
    return { kind: 'error', message: DETAIL_MESSAGES.abortedOrTimeout };
  }
  if (error.kind === 'network') return { kind: 'error', message: DETAIL_MESSAGES.network };
  const body = error.body;
  if (error.status === 503) {
    if (body.cancelled === true || isCancelWording(error.message)) {
      return { kind: 'cancelled', message: DETAIL_MESSAGES.cancelledByUser };
    }
    const basic = body.basic_info as DetailFailure['basicInfo'] | undefined;
    return {
      kind: 'error',
      message: error.message || DETAIL_MESSAGES.unavailable,
      basicInfo: basic,
    };
  }
  if (error.status === 403) return { kind: 'error', message: DETAIL_MESSAGES.quota };
  if (error.status === 401) return { kind: 'error', message: DETAIL_MESSAGES.unauthorized };
  return { kind: 'error', message: error.message || DETAIL_MESSAGES.fallback };
}
