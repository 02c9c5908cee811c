import { useEffect, useState } from 'react';
import type { DailyIdiom } from '../../../../shared/schemas/idiom';
import { getDailyIdiom } from '../api/get-daily-idiom';

/** Today's idiom for the map shown on load; null while loading or when the calls failed. */
export function useDailyIdiom(): { daily: DailyIdiom | null; failed: boolean } {
  const [state, setState] = useState<{ daily: DailyIdiom | null; failed: boolean }>({
    daily: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    getDailyIdiom().then(
      (daily) => live && setState({ daily, failed: false }),
      () => live && setState({ daily: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
