import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeButton } from '../features/auth/components/code-button';
import { useCountdown } from './use-countdown';

function Harness() {
  const countdown = useCountdown();
  return (
    <CodeButton
      remaining={countdown.remaining}
      pending={false}
      onClick={() => countdown.start(60)}
    />
  );
}

describe('code resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('reads Retry in Ns from 60 down to 0, disabled meanwhile, then Get Code again', () => {
    render(<Harness />);
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('textContent', 'Get Code');
    act(() => button.click());
    expect(button.textContent).toBe('Retry in 60s');
    expect(button).toHaveProperty('disabled', true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Retry in 59s');
    for (let i = 0; i < 58; i++) act(() => void vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Retry in 1s');
    act(() => void vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Get Code');
    expect(button).toHaveProperty('disabled', false);
  });
});
