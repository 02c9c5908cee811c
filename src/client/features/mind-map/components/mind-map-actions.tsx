import { createContext, useContext, type ReactNode } from 'react';
import type { Character } from '../../../../shared/schemas/idiom';

/**
 * What the screen around the map lets its nodes do. The map stays a drawing: the explorer decides
 * what opening a stroke-order view or a related idiom means, and what sits on the title card.
 */
export interface MindMapActions {
  /** A character node's "Stroke order" button. Absent: no button. */
  onStrokeOrder?: (character: Character) => void;
  /** A related idiom was chosen. Absent: related idioms are shown as text. */
  onOpenIdiom?: (word: string) => void;
  /** Extra controls on the title card (the Save button). */
  titleExtra?: ReactNode;
}

export const MindMapActionsContext = createContext<MindMapActions>({});

export const useMindMapActions = () => useContext(MindMapActionsContext);
