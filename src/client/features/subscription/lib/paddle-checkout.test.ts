import { afterEach, describe, expect, it, vi } from 'vitest';

const open = vi.fn();
const initializePaddle = vi.fn();
vi.mock('@paddle/paddle-js', () => ({
  initializePaddle: (...args: unknown[]) => initializePaddle(...args),
}));

const checkout = {
  provider: 'paddle' as const,
  priceId: 'pri_01monthly',
  customData: { userId: 'u1', plan: 'recurring' as const },
  customerEmail: 'mei@example.com',
  successUrl: 'https://atlas.example/subscription/success',
};

describe('Paddle.js overlay (SPEC §7)', () => {
  afterEach(() => {
    vi.resetModules();
    open.mockReset();
    initializePaddle.mockReset();
  });

  it('opens one item, quantity 1, overlay, light, English, our success URL, frame ≥ 600px', async () => {
    initializePaddle.mockResolvedValue({ Checkout: { open } });
    const { openPaddleCheckout } = await import('./paddle-checkout');
    await openPaddleCheckout(
      { clientToken: 'live_tok', environment: 'production' },
      checkout,
      () => {},
    );
    expect(initializePaddle).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'live_tok', environment: 'production' }),
    );
    const options = open.mock.calls[0]![0];
    expect(options).toMatchObject({
      items: [{ priceId: 'pri_01monthly', quantity: 1 }],
      customer: { email: 'mei@example.com' },
      customData: { userId: 'u1', plan: 'recurring' },
      settings: {
        displayMode: 'overlay',
        theme: 'light',
        locale: 'en',
        successUrl: `${window.location.origin}/subscription/success`,
      },
    });
    expect(options.settings.frameStyle).toContain('min-height: 600px');
  });

  it('fails with the spec errors: not initialised, Price ID not found', async () => {
    initializePaddle.mockResolvedValue(undefined);
    const { openPaddleCheckout, NOT_INITIALIZED, PRICE_NOT_FOUND } =
      await import('./paddle-checkout');
    await expect(
      openPaddleCheckout({ clientToken: 't', environment: 'sandbox' }, checkout, () => {}),
    ).rejects.toThrow(NOT_INITIALIZED);
    initializePaddle.mockResolvedValue({ Checkout: { open } });
    await expect(
      openPaddleCheckout(
        { clientToken: 't', environment: 'sandbox' },
        { ...checkout, priceId: '' },
        () => {},
      ),
    ).rejects.toThrow(PRICE_NOT_FOUND);
    expect(open).not.toHaveBeenCalled();
  });
});
