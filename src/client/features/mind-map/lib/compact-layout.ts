import type { Edge } from '@xyflow/react';
import { blocks, edge, estimateHeight, mainNode, sectionNode, type MindMapNode } from './layout';
import type { MindMapModel } from './mind-map-model';

/** Narrow screens (a 375 px phone): one column, read top to bottom at zoom ≈ 1. */
export const COMPACT = {
  width: 320,
  indent: 18,
  gap: 14,
  sectionSpacing: 36,
  lineChars: 28,
} as const;

/**
 * The same nodes as the wide map, stacked: title, then each section with its content indented once
 * and its comments and examples indented twice. The wide layout's x columns (400/800/1500) cannot
 * be read at the minimum zoom of 0.5 on a phone, so the phone gets this outline instead.
 */
export function layoutCompact(
  model: MindMapModel,
  measured: ReadonlyMap<string, number> = new Map(),
): { nodes: MindMapNode[]; edges: Edge[] } {
  const nodes: MindMapNode[] = [];
  const edges: Edge[] = [];
  let y = 0;
  const put = (n: MindMapNode, depth: number) => {
    n.data.compact = true;
    n.position = { x: depth * COMPACT.indent, y: Math.round(y) };
    nodes.push(n);
    y += (measured.get(n.id) ?? estimateHeight(n, COMPACT.lineChars)) + COMPACT.gap;
  };

  put(mainNode(model), 0);
  y += COMPACT.sectionSpacing - COMPACT.gap;
  for (const block of blocks(model)) {
    const title = sectionNode(block.key);
    put(title, 0);
    edges.push(edge('main', title.id));
    for (const row of block.rows) {
      put(row.main, 1);
      edges.push(edge(title.id, row.main.id));
      if (row.side) {
        put(row.side, 2);
        edges.push(edge(row.main.id, row.side.id));
      }
    }
    if (block.comment) {
      put(block.comment, 2);
      edges.push(edge(title.id, block.comment.id));
    }
    y += COMPACT.sectionSpacing - COMPACT.gap;
  }
  // Left-to-left smooth steps draw tidy brackets down the left margin, like a tree outline.
  return {
    nodes,
    edges: edges.map((e) => ({
      ...e,
      type: 'smoothstep',
      pathOptions: { offset: 8, borderRadius: 8 },
    })),
  };
}
