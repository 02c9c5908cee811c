import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (SPEC §4 code resend: 60 → 0). `start(n)` begins at n and ticks once a
 * second; `remaining` is 0 when idle.
 */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback(
    (seconds: number) => setRemaining(Math.max(0, Math.round(seconds))),
    [],
  );
  return { remaining, running: remaining > 0, start };
}

/** The Get Code button text while waiting. */
export const retryLabel = (seconds: number) => `Retry in ${seconds}s`;
