import { describe, expect, it } from 'vitest';
import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { estimateTextHeight, LAYOUT, layoutMindMap } from './layout';
import { modelFromDetail, relatedGroups } from './mind-map-model';

const detail: IdiomDetail = {
  word: '画蛇添足',
  pinyin: 'huà shé tiān zú',
  english_explanation: 'to draw legs on a snake; to ruin something by overdoing it',
  characters: ['画', '蛇', '添', '足', '多'].map((char) => ({ char, pinyin: 'x', meaning: 'm' })),
  story: { id: 's', content: ['A long story. '.repeat(60), 'Second paragraph.'] },
  moral: ['a', 'b', 'c'].map((content, i) => ({ id: `m${i}`, content })),
  usage: ['u1', 'u2', 'u3', 'u4'].map((content, i) => ({ id: `u${i}`, content, example: `e${i}` })),
  comments: { literal: 'lit', story: 'sto', moral: 'mor' },
};

describe('layoutMindMap (SPEC §2, §9)', () => {
  const { nodes, edges } = layoutMindMap(modelFromDetail(detail));
  const byId = new Map(nodes.map((n) => [n.id, n]));

  it('applies the limits: 4 characters, 2 morals, 3 usages with an example each', () => {
    expect(nodes.filter((n) => n.id.startsWith('char-'))).toHaveLength(4);
    expect(nodes.filter((n) => n.id.startsWith('moral-'))).toHaveLength(2);
    expect(nodes.filter((n) => n.id.startsWith('usage-'))).toHaveLength(3);
    expect(nodes.filter((n) => n.type === 'example')).toHaveLength(3);
    expect(nodes.filter((n) => n.type === 'sectionTitle').map((n) => n.data.title)).toEqual([
      'Literal meaning',
      'Story behind',
      'Moral',
      'How to use',
    ]);
  });

  it('uses the column x positions', () => {
    expect(byId.get('section-story')!.position.x).toBe(400);
    expect(byId.get('story')!.position.x).toBe(800);
    expect(byId.get('comment-moral')!.position.x).toBe(1500);
    expect(byId.get('example-0')!.position.x).toBe(1500);
  });

  it('keeps sections 60 px apart and never overlaps content', () => {
    const contents = nodes
      .filter((n) => n.position.x === LAYOUT.contentX)
      .sort((a, b) => a.position.y - b.position.y);
    const ys = contents.map((n) => n.position.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(new Set(ys).size).toBe(ys.length);
    const lastChar = byId.get('char-3')!;
    const story = byId.get('story')!;
    const commentLiteral = byId.get('comment-literal')!;
    const literalBottom = Math.max(lastChar.position.y + 96, commentLiteral.position.y + 74);
    expect(story.position.y - literalBottom).toBe(60);
  });

  it('centres each section title on its branch, so titles are never closer than 60 px', () => {
    const titles = nodes
      .filter((n) => n.type === 'sectionTitle')
      .sort((a, b) => a.position.y - b.position.y);
    for (let i = 1; i < titles.length; i++)
      expect(titles[i]!.position.y - (titles[i - 1]!.position.y + 56)).toBeGreaterThanOrEqual(
        LAYOUT.sectionSpacing,
      );
  });

  it('puts the title beside the characters and the story', () => {
    const centre = (id: string) => byId.get(id)!.position.y + (id === 'main' ? 85 : 28);
    expect(centre('main')).toBeCloseTo(
      (centre('section-literal') + centre('section-story')) / 2,
      0,
    );
  });

  it('caps the story box estimate at 200 px and uses measured heights when known', () => {
    expect(estimateTextHeight(['x'.repeat(90)])).toBe(2 * LAYOUT.lineHeight);
    const measured = new Map([['char-0', 400]]);
    const again = layoutMindMap(modelFromDetail(detail), measured).nodes;
    expect(again.find((n) => n.id === 'char-1')!.position.y).toBe(400 + LAYOUT.rowGap);
  });

  it('labels the edges', () => {
    const labels = new Set(edges.map((e) => e.label).filter(Boolean));
    expect(labels).toEqual(new Set(['meaning', 'represent', 'conclusion', 'use the moral']));
  });
});

describe('layoutCompact (phones)', () => {
  it('stacks every node in reading order, indented by depth, without overlap', async () => {
    const { layoutCompact, COMPACT } = await import('./compact-layout');
    const { nodes } = layoutCompact(modelFromDetail(detail));
    expect(nodes[0]!.id).toBe('main');
    const ys = nodes.map((n) => n.position.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(nodes.find((n) => n.id === 'section-story')!.position.x).toBe(0);
    expect(nodes.find((n) => n.id === 'story')!.position.x).toBe(COMPACT.indent);
    expect(nodes.find((n) => n.id === 'example-0')!.position.x).toBe(2 * COMPACT.indent);
    expect(nodes.every((n) => n.data.compact)).toBe(true);
  });

  it('sets the four characters two by two, connected through the left card of each row', async () => {
    const { layoutCompact, COMPACT } = await import('./compact-layout');
    const { nodes, edges } = layoutCompact(modelFromDetail(detail));
    const at = (id: string) => nodes.find((n) => n.id === id)!.position;
    expect(at('char-0').y).toBe(at('char-1').y);
    expect(at('char-2').y).toBe(at('char-3').y);
    expect(at('char-2').y).toBeGreaterThan(at('char-0').y);
    expect(at('char-1').x - at('char-0').x).toBeGreaterThan(COMPACT.characterWidth);
    expect(at('char-1').x + COMPACT.characterWidth).toBe(COMPACT.width);
    const targets = edges.filter((e) => e.source === 'section-literal').map((e) => e.target);
    expect(targets).toEqual(['char-0', 'char-2', 'comment-literal']);
  });
});

describe('related idioms branch', () => {
  const item = (word: string) => ({ word, pinyin: 'p', meaning: `meaning of ${word}` });
  const related = relatedGroups('画蛇添足', {
    similar: [
      '多此一举',
      '画蛇添足',
      '弄巧成拙',
      '狗尾续貂',
      '节外生枝',
      '过犹不及',
      '锦上添花',
    ].map(item),
    opposite: [],
    same_character: [{ ...item('画龙点睛'), character: '画' }],
  });
  const model = { ...modelFromDetail(detail), related };

  it('groups them in order, never the idiom itself, at most five per group', () => {
    expect(related.map((g) => g.kind)).toEqual(['similar', 'same_character']);
    expect(related[0]!.items.map((i) => i.word)).toEqual([
      '多此一举',
      '弄巧成拙',
      '狗尾续貂',
      '节外生枝',
      '过犹不及',
    ]);
    expect(relatedGroups('x', undefined)).toEqual([]);
  });

  it('adds a fifth section, Related idioms, with one card per non-empty group', () => {
    const { nodes, edges } = layoutMindMap(model);
    expect(nodes.filter((n) => n.type === 'sectionTitle').map((n) => n.data.title)).toEqual([
      'Literal meaning',
      'Story behind',
      'Moral',
      'How to use',
      'Related idioms',
    ]);
    const group = nodes.find((n) => n.id === 'related-similar')!;
    expect(group.data.label).toBe('Similar');
    expect(nodes.find((n) => n.id === 'related-same_character')!.data.label).toBe(
      'Shares a character',
    );
    expect(group.position.x).toBe(LAYOUT.contentX);
    expect(edges.some((e) => e.source === 'section-related' && e.target === group.id)).toBe(true);
    const usageBottom = Math.max(
      ...nodes.filter((n) => n.data.section === 'usage').map((n) => n.position.y),
    );
    expect(group.position.y).toBeGreaterThan(usageBottom);
  });

  it('stacks the branch at the end of the phone outline', async () => {
    const { layoutCompact } = await import('./compact-layout');
    const ids = layoutCompact(model).nodes.map((n) => n.id);
    expect(ids.slice(-3)).toEqual(['section-related', 'related-similar', 'related-same_character']);
  });
});
