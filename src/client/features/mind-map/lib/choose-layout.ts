import { layoutCompact } from './compact-layout';
import { layoutMindMap } from './layout';
import type { MindMapModel } from './mind-map-model';

/** Below this width the wide map cannot be read at zoom ≥ 0.5 (SPEC §9), so phones get the outline. */
export const COMPACT_BELOW_PX = 720;

export const compactLayout = (viewportWidth: number) => viewportWidth < COMPACT_BELOW_PX;

export function layoutFor(
  compact: boolean,
  model: MindMapModel,
  measured?: ReadonlyMap<string, number>,
) {
  return compact ? layoutCompact(model, measured) : layoutMindMap(model, measured);
}
