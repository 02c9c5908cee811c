import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeDetailFailure, DETAIL_MESSAGES, isCancelWording } from './detail-errors';
import { errorOverlayText, NO_IDIOM_INFO_MESSAGE } from './error-overlay-text';

describe('errorOverlayText (SPEC §2)', () => {
  it('uses the default Chinese message and suggests other idioms', () => {
    expect(errorOverlayText(null)).toEqual({
      title: 'Error',
      message: NO_IDIOM_INFO_MESSAGE,
      suggestion: 'Please try searching for other idioms',
      hint: 'Please try again later or try another idiom',
    });
  });

  it('adds the subscribe hint when the message mentions subscription or free', () => {
    expect(errorOverlayText(DETAIL_MESSAGES.quota).hint).toBe(
      'Please subscribe to continue using our service',
    );
    expect(errorOverlayText('Free limit').hint).toBe(
      'Please subscribe to continue using our service',
    );
    expect(errorOverlayText('Idiom not found').hint).toBe(
      'Please try again later or try another idiom',
    );
    expect(errorOverlayText('Idiom not found').suggestion).toBeNull();
  });
});

describe('describeDetailFailure (SPEC §8)', () => {
  it('maps statuses to the explorer texts', () => {
    expect(describeDetailFailure(new ApiError(403, 'x'), false).message).toBe(
      'You have reached your daily free usage limit. Please subscribe to continue exploring Chinese idioms.',
    );
    expect(describeDetailFailure(new ApiError(401, 'x'), false).message).toBe(
      'Please log in to continue.',
    );
    expect(describeDetailFailure(new ApiError(0, 'n', {}, 'network'), false).message).toBe(
      'Network connection error. Please check your internet connection.',
    );
    expect(describeDetailFailure(new ApiError(404, ''), false).message).toBe(
      'Failed to retrieve idiom details. Please try again later.',
    );
    expect(describeDetailFailure(new ApiError(404, 'Idiom not found'), false).message).toBe(
      'Idiom not found',
    );
  });

  it('treats 503 cancelled replies and cancel wording as silent cancellation', () => {
    expect(describeDetailFailure(new ApiError(503, 'x', { cancelled: true }), false).kind).toBe(
      'cancelled',
    );
    expect(describeDetailFailure(new ApiError(503, 'Task cancelled by user'), false).kind).toBe(
      'cancelled',
    );
    expect(isCancelWording('请求已取消或超时，请重试')).toBe(false);
  });

  it('keeps basic_info of a failed generation', () => {
    const basic = { word: '画蛇添足', pinyin: 'huà shé tiān zú', explanation: 'x' };
    expect(describeDetailFailure(new ApiError(503, 'boom', { basic_info: basic }), false)).toEqual({
      kind: 'error',
      message: 'boom',
      basicInfo: basic,
    });
  });
});
