import { initializePaddle, type Paddle, type PaddleEventData } from '@paddle/paddle-js';
import type { CheckoutReply } from '../../../../shared/schemas/subscription';
import { paths } from '../../../../shared/paths';

/** SPEC §5 Checkout errors. */
export const NOT_INITIALIZED = 'Payment provider is not initialized. Please try again later.';
export const PRICE_NOT_FOUND = 'Price ID not found';
/** SPEC §9: the payment frame is at least 600px high. */
export const FRAME_MIN_HEIGHT = 600;

let paddle: Promise<Paddle | undefined> | null = null;
let onEvent: (event: PaddleEventData) => void = () => {};

/** Paddle.js from Paddle's CDN, initialised once with the public client token (SPEC §7). */
function loadPaddle(token: string, environment: 'sandbox' | 'production') {
  paddle ??= initializePaddle({
    token,
    environment,
    eventCallback: (event) => onEvent(event),
  })
    .catch(() => undefined)
    .then((instance) => {
      // Not loaded (offline, blocked): try again on the next click.
      if (!instance) paddle = null;
      return instance;
    });
  return paddle;
}

/**
 * Opens Paddle's overlay checkout: one item, quantity 1, light theme, English, success URL on our
 * origin, frame at least 600px high. Resolves once the overlay is open; `events` gets Paddle's
 * checkout events (closed, completed, errors).
 */
export async function openPaddleCheckout(
  options: { clientToken: string; environment: 'sandbox' | 'production' },
  checkout: CheckoutReply,
  events: (event: PaddleEventData) => void,
) {
  const instance = await loadPaddle(options.clientToken, options.environment);
  if (!instance) throw new Error(NOT_INITIALIZED);
  if (!checkout.priceId) throw new Error(PRICE_NOT_FOUND);
  onEvent = events;
  instance.Checkout.open({
    items: [{ priceId: checkout.priceId, quantity: 1 }],
    customer: { email: checkout.customerEmail },
    customData: checkout.customData,
    settings: {
      displayMode: 'overlay',
      theme: 'light',
      locale: 'en',
      successUrl: `${window.location.origin}${paths.subscriptionSuccess}`,
      frameStyle: `width: 100%; min-width: 312px; min-height: ${FRAME_MIN_HEIGHT}px; background-color: transparent; border: none;`,
      frameInitialHeight: FRAME_MIN_HEIGHT,
    },
  });
}
