import type { Viewport } from '@xyflow/react';
import { LAYOUT, type MindMapNode, type SectionKey } from './layout';

/** Body text is 15 px: at this zoom it is 12 px on screen, the least we let a first view show. */
export const READABLE_ZOOM = 0.8;
/** How much of the story card the first view must show: its label and first lines. */
export const STORY_PEEK = 84;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The map's pane on screen, and the strips of it that the screen's own controls cover. */
export interface Pane {
  width: number;
  height: number;
  /** Covered at the top and bottom (a floating search bar), in screen px. */
  top: number;
  bottom: number;
}

const MARGIN = 16;

function bounds(nodes: readonly MindMapNode[]): Rect | null {
  if (nodes.length === 0) return null;
  const size = (n: MindMapNode) => ({
    w: n.measured?.width ?? n.width ?? 0,
    h: n.measured?.height ?? n.height ?? 0,
  });
  const x = Math.min(...nodes.map((n) => n.position.x));
  const y = Math.min(...nodes.map((n) => n.position.y));
  const right = Math.max(...nodes.map((n) => n.position.x + size(n).w));
  const bottom = Math.max(...nodes.map((n) => n.position.y + size(n).h));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * What a learner needs first (ADR 0145): the title, the four characters and the start of the
 * story. Comments and examples (x 1500) are left out: they are read after.
 */
export function firstRegion(nodes: readonly MindMapNode[]): Rect | null {
  const inFirstView = nodes.filter(
    (n) => n.type === 'mainTitle' || (n.data.section === 'literal' && n.type !== 'comment'),
  );
  const region = bounds(inFirstView);
  const story = nodes.find((n) => n.id === 'story');
  if (!region || !story) return region;
  const bottom = Math.max(region.y + region.height, story.position.y + STORY_PEEK);
  const right = Math.max(
    region.x + region.width,
    story.position.x + (story.measured?.width ?? LAYOUT.widths.content),
  );
  return { x: region.x, y: region.y, width: right - region.x, height: bottom - region.y };
}

/** A section's branch: its title, its cards, their comments and examples. */
export function branchRegion(nodes: readonly MindMapNode[], section: SectionKey): Rect | null {
  return bounds(nodes.filter((n) => n.data.section === section));
}

/**
 * The viewport that shows `region` whole in the uncovered part of the pane, at a zoom between
 * READABLE_ZOOM and `maxZoom`; when it cannot be shown whole at READABLE_ZOOM, its top-left corner
 * is shown (where reading starts) and the rest is reached by moving the map.
 */
export function viewportFor(region: Rect, pane: Pane, maxZoom = 1): Viewport {
  const free = {
    width: pane.width - 2 * MARGIN,
    height: pane.height - pane.top - pane.bottom - 2 * MARGIN,
  };
  const fits = Math.min(free.width / region.width, free.height / region.height);
  const zoom = Math.max(READABLE_ZOOM, Math.min(maxZoom, fits));
  const across = (room: number, size: number, start: number, offset: number) =>
    size * zoom <= room
      ? offset + MARGIN + (room - size * zoom) / 2 - start * zoom
      : offset + MARGIN - start * zoom;
  return {
    x: across(free.width, region.width, region.x, 0),
    y: across(free.height, region.height, region.y, pane.top),
    zoom,
  };
}
