import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../../shared/constants';
import type { FunFact } from '../../../../shared/schemas/idiom';
import { getRandomTip } from '../api/get-random-tip';

/** SPEC §7: a fun fact at once, then every 8 s while `active`. Failures keep the last one. */
export function useFunFacts(active: boolean): FunFact | null {
  const [fact, setFact] = useState<FunFact | null>(null);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const load = () =>
      getRandomTip(controller.signal).then(
        (next) => setFact(next),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, TIMINGS.funFactMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [active]);
  return fact;
}
