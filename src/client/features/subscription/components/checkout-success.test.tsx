import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser, setSession } from '../../../lib/session';
import { CheckoutSuccess } from './checkout-success';
import { storedTestUser } from '../../../../../tests/support/stored-test-user';

const user = storedTestUser;
const reply = (plan: string, status: string) =>
  new Response(
    JSON.stringify({
      subscription: {
        id: plan === 'free' ? null : 's1',
        currentPlan: plan,
        autoRenew: false,
        status,
      },
      user: { ...user, is_premium: plan !== 'free' },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/subscription/success']}>
      <Routes>
        <Route path="/subscription/success" element={<CheckoutSuccess />} />
        <Route path="/subscription" element={<h1>Plans page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('subscription success page (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    setSession({ access: 'token', refresh: 'r', user });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 2 s, keeps checking while the webhook is late, then succeeds and redirects after 3 s', async () => {
    const replies = [
      reply('free', 'inactive'),
      reply('free', 'inactive'),
      reply('one_time', 'active'),
    ];
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/api/subscription/current/');
      const next = replies.shift();
      if (!next) throw new Error('unexpected request');
      return next;
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(screen.getByText('Confirming your subscription status...')).toBeTruthy();
    await tick(1999);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(4000);
    expect(screen.getByRole('heading', { name: 'Subscription Successful!' })).toBeTruthy();
    expect(screen.getByText('Redirecting to subscription page...')).toBeTruthy();
    // The account menu's user is refreshed from the reply.
    expect(getUser()?.is_premium).toBe(true);
    await tick(2999);
    expect(screen.queryByText('Plans page')).toBeNull();
    await tick(1);
    expect(screen.getByText('Plans page')).toBeTruthy();
  });

  it('shows the spec error and the Return button when the plan never arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('free', 'inactive')),
    );
    renderPage();
    await tick(2000 * 10);
    expect(screen.getByRole('alert').textContent).toBe(
      'Subscription update failed, please contact support',
    );
    expect(
      screen.getByRole('link', { name: 'Return to Subscription Page' }).getAttribute('href'),
    ).toBe('/subscription');
  });

  it('says so when the subscription cannot be fetched at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x"}', { status: 500 })),
    );
    renderPage();
    await tick(2000 * 10);
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to get subscription info, please refresh the page',
    );
  });
});
