import { useCallback, useState } from 'react';

/** localStorage key of the reader's choice between the map and the reading view. */
export const READING_VIEW_KEY = 'mapView';

type Choice = 'reading' | 'map';

function stored(): Choice | null {
  try {
    const value = localStorage.getItem(READING_VIEW_KEY);
    return value === 'reading' || value === 'map' ? value : null;
  } catch {
    return null; // storage blocked: the default for the screen's width
  }
}

/**
 * The reading view (the phone's one-column outline) on a wide screen, remembered across visits.
 * `auto` is what the width gives without a choice: the outline on narrow screens.
 */
export function useReadingView(auto: boolean) {
  const [choice, setChoice] = useState<Choice | null>(stored);
  const reading = choice ? choice === 'reading' : auto;
  const toggle = useCallback(() => {
    const next: Choice = reading ? 'map' : 'reading';
    setChoice(next);
    try {
      localStorage.setItem(READING_VIEW_KEY, next);
    } catch {
      // not remembered, still switched
    }
  }, [reading]);
  return { reading, toggle };
}
