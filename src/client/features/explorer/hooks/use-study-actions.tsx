import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { idiomPath } from '../../../../shared/paths';
import type { Character } from '../../../../shared/schemas/idiom';
import type { MindMapActions } from '../../mind-map/components/mind-map-actions';
import { SaveIdiomButton } from '../../saved/components/save-idiom-button';
import { useOpenGate } from './use-open-gate';

/** hanzi-writer and its view load only when a stroke-order view is first opened (ADR 0095). */
const StrokeOrderDialog = lazy(() => import('../../stroke-order/components/stroke-order-dialog'));

/**
 * What the explorer lets the map's nodes do (ADR 0097): a character opens its stroke order, a
 * related idiom opens at its address like any other (history entry, detail quota rules) once
 * the user agreed to what it costs (ADR 0143), and the title card carries Save. `word` is the
 * idiom on the map, null for the offline samples; `onLimit` is told when no search is left.
 */
export function useStudyActions(word: string | null, onLimit: () => void) {
  const navigate = useNavigate();
  const [strokeChar, setStrokeChar] = useState<Character | null>(null);
  const openAt = useCallback((related: string) => void navigate(idiomPath(related)), [navigate]);
  const gate = useOpenGate(openAt, onLimit);
  const { request } = gate;
  const actions = useMemo<MindMapActions>(
    () => ({
      onStrokeOrder: setStrokeChar,
      onOpenIdiom: (related) => void request(related),
      titleExtra: word ? <SaveIdiomButton word={word} /> : undefined,
    }),
    [word, request],
  );
  const dialog = (
    <>
      {gate.dialog}
      {strokeChar && (
        <Suspense fallback={null}>
          <StrokeOrderDialog
            char={strokeChar.char}
            pinyin={strokeChar.pinyin}
            onClose={() => setStrokeChar(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { actions, dialog };
}
