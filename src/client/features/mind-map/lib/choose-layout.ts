import { layoutCompact } from './compact-layout';
import { layoutMindMap } from './layout';
import type { MindMapModel } from './mind-map-model';

/**
 * Below this width the wide map's first view (title, characters and story, 1,380 px across) cannot
 * be shown at a readable zoom (0.8), so phones and narrow windows get the outline (ADR 0145).
 */
export const COMPACT_BELOW_PX = 1140;

export const compactLayout = (viewportWidth: number) => viewportWidth < COMPACT_BELOW_PX;

export function layoutFor(
  compact: boolean,
  model: MindMapModel,
  measured?: ReadonlyMap<string, number>,
) {
  return compact ? layoutCompact(model, measured) : layoutMindMap(model, measured);
}
