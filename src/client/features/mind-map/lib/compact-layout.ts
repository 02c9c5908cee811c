import type { Edge } from '@xyflow/react';
import { blocks, edge, estimateHeight, mainNode, sectionNode, type MindMapNode } from './layout';
import type { MindMapModel } from './mind-map-model';

/** Narrow screens (a 375 px phone): one column, read top to bottom at zoom ≈ 1. */
export const COMPACT = {
  width: 320,
  indent: 18,
  gap: 12,
  sectionSpacing: 20,
  lineChars: 28,
  /** The four character cards sit two by two (ADR 0145): the title, all four and the story's
   * start then fit a 375×812 phone at a readable zoom. */
  characterWidth: 146,
  characterHeight: 100,
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
  // Two cards a row; the left card's connector reaches the row.
  const putPairs = (cards: MindMapNode[]) => {
    for (let i = 0; i < cards.length; i += 2) {
      const row = cards.slice(i, i + 2);
      row.forEach((n, j) => {
        n.data.compact = true;
        n.position = {
          x: COMPACT.indent + j * (COMPACT.width - COMPACT.indent - COMPACT.characterWidth),
          y: Math.round(y),
        };
        nodes.push(n);
      });
      const heights = row.map((n) => measured.get(n.id) ?? COMPACT.characterHeight);
      y += Math.max(...heights) + COMPACT.gap;
    }
  };

  put(mainNode(model), 0);
  y += COMPACT.sectionSpacing - COMPACT.gap;
  for (const block of blocks(model)) {
    const title = sectionNode(block.key);
    put(title, 0);
    edges.push(edge('main', title.id));
    if (block.key === 'literal') {
      putPairs(block.rows.map((row) => row.main));
      for (const row of block.rows.filter((_, i) => i % 2 === 0))
        edges.push(edge(title.id, row.main.id));
    }
    for (const row of block.key === 'literal' ? [] : block.rows) {
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
