/** SPEC §2 error overlay default: "no related idiom information was found" (in Chinese). */
export const NO_IDIOM_INFO_MESSAGE = '未找到相关成语信息';
export const TRY_OTHER_IDIOMS = 'Please try searching for other idioms';
export const SUBSCRIBE_HINT = 'Please subscribe to continue using our service';
export const RETRY_HINT = 'Please try again later or try another idiom';

export interface ErrorOverlayText {
  title: 'Error';
  message: string;
  /** Only with the default message. */
  suggestion: string | null;
  hint: string;
}

/** SPEC §2 wording rules of the explorer's error overlay. */
export function errorOverlayText(error: string | null | undefined): ErrorOverlayText {
  const message = error?.trim() ? error.trim() : null;
  const aboutPlan = /subscri|free/i.test(message ?? '');
  return {
    title: 'Error',
    message: message ?? NO_IDIOM_INFO_MESSAGE,
    suggestion: message ? null : TRY_OTHER_IDIOMS,
    hint: aboutPlan ? SUBSCRIBE_HINT : RETRY_HINT,
  };
}
