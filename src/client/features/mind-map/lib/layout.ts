import type { Commonness } from '../../../../shared/schemas/commonness';
import type { Edge, Node } from '@xyflow/react';
import type { MindMapModel, RelatedGroup } from './mind-map-model';

/** SPEC §9 Map layout. */
export const LAYOUT = {
  mainX: 0,
  sectionX: 400,
  contentX: 800,
  sideX: 1500,
  sectionSpacing: 60,
  rowGap: 20,
  storyBoxHeight: 200,
  lineChars: 45,
  lineHeight: 22,
  widths: { mainTitle: 320, sectionTitle: 260, content: 580, character: 580, side: 440 },
} as const;

export type MindMapNodeType = 'mainTitle' | 'sectionTitle' | 'content' | 'comment' | 'example';
export type SectionKey = 'literal' | 'story' | 'moral' | 'usage' | 'related';

export interface MindMapNodeData extends Record<string, unknown> {
  /** The text the copy button copies. */
  text: string;
  title?: string;
  /** The title's traditional form (display choice "traditional first"). */
  traditional?: string;
  subtitle?: string;
  paragraphs?: string[];
  /** traditional: the character's traditional form, when it differs from char. */
  character?: { char: string; pinyin: string; meaning: string; traditional?: string };
  section?: SectionKey;
  variant?: 'story' | 'character' | 'plain' | 'related';
  /** A group of the related-idioms branch (Similar, Opposite, Shares a character). */
  related?: RelatedGroup;
  /** The story card's label: Story, Origin or Source (a citation is not presented as a story). */
  label?: string;
  /** An example sentence's pinyin and English translation, shown under it. */
  pinyin?: string;
  translation?: string;
  index?: number;
  /** Narrow-screen layout: smaller cards, connectors on the left. */
  compact?: boolean;
  /** The title node's commonness band. */
  commonness?: Commonness;
}
export type MindMapNode = Node<MindMapNodeData, MindMapNodeType>;

const STORY_LABELS = { story: 'Story', origin: 'Origin', source: 'Source' } as const;

export const SECTION_TITLES: Record<SectionKey, string> = {
  literal: 'Literal meaning',
  story: 'Story behind',
  moral: 'Moral',
  usage: 'How to use',
  related: 'Related idioms',
};

export const RELATED_LABELS: Record<RelatedGroup['kind'], string> = {
  similar: 'Similar',
  opposite: 'Opposite',
  same_character: 'Shares a character',
};

/** SPEC §9: height from a 45-characters-per-line estimate; the story box caps at 200 px. */
export function estimateTextHeight(
  paragraphs: readonly string[],
  lineChars: number = LAYOUT.lineChars,
): number {
  const lines = paragraphs.reduce(
    (sum, p) => sum + Math.max(1, Math.ceil([...p].length / lineChars)),
    0,
  );
  return lines * LAYOUT.lineHeight;
}

const CHROME = 52; // padding, label row and copy button of a content card

export function estimateHeight(node: MindMapNode, lineChars: number = LAYOUT.lineChars): number {
  const d = node.data;
  if (node.type === 'mainTitle') return d.commonness ? 196 : 170; // the badge's line
  if (node.type === 'sectionTitle') return 56;
  if (d.variant === 'character') return 96;
  if (d.related) {
    // Each idiom: its word and pinyin on one line, its meaning under it.
    const items = d.related.items.map(
      (i) => LAYOUT.lineHeight + estimateTextHeight([i.meaning], lineChars) + 14,
    );
    return items.reduce((a, b) => a + b, 0) + CHROME;
  }
  const body = estimateTextHeight(d.paragraphs ?? [d.text], lineChars);
  if (d.variant === 'story') return Math.min(body, LAYOUT.storyBoxHeight) + CHROME;
  return body + CHROME;
}

export type Row = { main: MindMapNode; side?: MindMapNode; sideLabel?: string };
export type Block = { key: SectionKey; rows: Row[]; comment?: MindMapNode; mainLabel?: string };

/** A character with its traditional form (from the idiom's) when that differs. */
function withTraditional(c: MindMapModel['characters'][number], model: MindMapModel, i: number) {
  const chars = model.traditional ? [...model.traditional] : [];
  const traditional = chars.length === [...model.word].length ? chars[i] : undefined;
  return traditional && traditional !== c.char ? { ...c, traditional } : c;
}

export const node = (id: string, type: MindMapNodeType, data: MindMapNodeData): MindMapNode => ({
  id,
  type,
  data,
  position: { x: 0, y: 0 },
});

export function blocks(model: MindMapModel): Block[] {
  const comment = (key: SectionKey, text: string) =>
    text.trim() ? node(`comment-${key}`, 'comment', { text, section: key }) : undefined;
  const all: Block[] = [
    {
      key: 'literal',
      mainLabel: 'meaning',
      rows: model.characters.map((c, i) => ({
        main: node(`char-${i}`, 'content', {
          text: `${c.char} (${c.pinyin}): ${c.meaning}`,
          character: withTraditional(c, model, i),
          variant: 'character',
          section: 'literal',
          index: i,
        }),
      })),
      comment: comment('literal', model.comments.literal),
    },
    {
      key: 'story',
      rows: model.story.length
        ? [
            {
              main: node('story', 'content', {
                text: model.story.join('\n\n'),
                paragraphs: model.story,
                variant: 'story',
                section: 'story',
                label: STORY_LABELS[model.storyKind ?? 'story'],
              }),
            },
          ]
        : [],
      comment: comment('story', model.comments.story),
    },
    {
      key: 'moral',
      mainLabel: 'represent',
      rows: model.morals.map((m, i) => ({
        main: node(`moral-${i}`, 'content', { text: m, section: 'moral', index: i }),
      })),
      comment: comment('moral', model.comments.moral),
    },
    {
      key: 'usage',
      rows: model.usages.map((u, i) => ({
        main: node(`usage-${i}`, 'content', { text: u.content, section: 'usage', index: i }),
        side: node(`example-${i}`, 'example', {
          text: [u.example, u.pinyin, u.translation].filter(Boolean).join('\n'),
          paragraphs: [u.example, u.pinyin ?? '', u.translation ?? ''],
          ...(u.pinyin ? { pinyin: u.pinyin } : {}),
          ...(u.translation ? { translation: u.translation } : {}),
          section: 'usage',
          index: i,
        }),
        sideLabel: 'use the moral',
      })),
    },
    {
      key: 'related',
      rows: (model.related ?? []).map((group) => ({
        main: node(`related-${group.kind}`, 'content', {
          text: group.items
            .map((i) => [i.word, i.pinyin, i.meaning].filter(Boolean).join(' '))
            .join('\n'),
          related: group,
          variant: 'related',
          section: 'related',
          label: RELATED_LABELS[group.kind],
        }),
      })),
    },
  ];
  return all.filter((b) => b.rows.length > 0 || b.comment);
}

export const mainNode = (model: MindMapModel) =>
  node('main', 'mainTitle', {
    text: [model.word, model.pinyin, model.explanation].filter(Boolean).join('\n'),
    title: model.word,
    ...(model.traditional ? { traditional: model.traditional } : {}),
    subtitle: model.pinyin,
    paragraphs: model.explanation ? [model.explanation] : [],
    ...(model.commonness ? { commonness: model.commonness } : {}),
  });

export const sectionNode = (key: SectionKey) =>
  node(`section-${key}`, 'sectionTitle', {
    text: SECTION_TITLES[key],
    title: SECTION_TITLES[key],
    section: key,
  });

export const edge = (source: string, target: string, label?: string): Edge => ({
  id: `${source}->${target}`,
  source,
  target,
  label,
});

/**
 * Places the map left to right: main title, section titles at x 400, content at x 800, comments
 * and examples at x 1500; sections 60 px apart, each section title centred on its branch. Heights
 * come from `measured` once React Flow has measured the nodes, else from the text estimate, so a
 * second pass removes any overlap.
 */
export function layoutMindMap(
  model: MindMapModel,
  measured: ReadonlyMap<string, number> = new Map(),
): { nodes: MindMapNode[]; edges: Edge[] } {
  const nodes: MindMapNode[] = [];
  const edges: Edge[] = [];
  const height = (n: MindMapNode) => measured.get(n.id) ?? estimateHeight(n);
  const place = (n: MindMapNode, x: number, y: number) => {
    n.position = { x, y: Math.round(y) };
    nodes.push(n);
  };

  let y = 0;
  const sectionCentres: number[] = [];
  for (const block of blocks(model)) {
    const top = y;
    const sectionId = `section-${block.key}`;
    for (const row of block.rows) {
      const rowHeight = Math.max(height(row.main), row.side ? height(row.side) : 0);
      place(row.main, LAYOUT.contentX, y);
      edges.push(edge(sectionId, row.main.id, block.mainLabel));
      if (row.side) {
        place(row.side, LAYOUT.sideX, y);
        edges.push(edge(row.main.id, row.side.id, row.sideLabel));
      }
      y += rowHeight + LAYOUT.rowGap;
    }
    if (block.comment) {
      const commentHeight = height(block.comment);
      const contentBottom = block.rows.length ? y - LAYOUT.rowGap : top;
      const centre = (top + contentBottom) / 2;
      const commentTop = Math.max(top, centre - commentHeight / 2);
      place(block.comment, LAYOUT.sideX, commentTop);
      y = Math.max(y, commentTop + commentHeight + LAYOUT.rowGap);
      const from = block.rows[Math.floor((block.rows.length - 1) / 2)]?.main.id ?? sectionId;
      edges.push(edge(from, block.comment.id, 'conclusion'));
    }
    const bottom = y - LAYOUT.rowGap;
    const title = sectionNode(block.key);
    const centre = (top + bottom) / 2;
    place(title, LAYOUT.sectionX, centre - height(title) / 2);
    sectionCentres.push(centre);
    edges.push(edge('main', sectionId));
    y = bottom + LAYOUT.sectionSpacing;
  }

  // The title sits beside its first two branches (the characters and the story), so the first
  // view shows the idiom, its four characters and the start of its story together (ADR 0145).
  const main = mainNode(model);
  const mid = ((sectionCentres[0] ?? 0) + (sectionCentres[1] ?? sectionCentres[0] ?? 0)) / 2;
  place(main, LAYOUT.mainX, Math.max(0, mid - height(main) / 2));
  return { nodes, edges };
}
