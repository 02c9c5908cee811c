import { describe, expect, it } from 'vitest';
import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { layoutMindMap, type MindMapNode } from './layout';
import { branchRegion, firstRegion, READABLE_ZOOM, STORY_PEEK, viewportFor } from './map-view';
import { modelFromDetail } from './mind-map-model';

const detail: IdiomDetail = {
  word: '画蛇添足',
  pinyin: 'huà shé tiān zú',
  english_explanation: 'to ruin something by overdoing it',
  characters: ['画', '蛇', '添', '足'].map((char) => ({ char, pinyin: 'x', meaning: 'm' })),
  story: { id: 's', content: ['A long story. '.repeat(60)] },
  moral: ['a', 'b'].map((content, i) => ({ id: `m${i}`, content })),
  usage: ['u1', 'u2'].map((content, i) => ({ id: `u${i}`, content, example: `e${i}` })),
  comments: { literal: 'lit', story: 'sto', moral: 'mor' },
};

/** Nodes as React Flow has them after measuring: the estimate's size as the measured one. */
function measuredNodes(): MindMapNode[] {
  const widths = { mainTitle: 320, sectionTitle: 260, content: 580, comment: 440, example: 440 };
  return layoutMindMap(modelFromDetail(detail)).nodes.map((n) => ({
    ...n,
    measured: { width: widths[n.type!], height: n.type === 'mainTitle' ? 170 : 96 },
  }));
}

describe('the first view (ADR 0145)', () => {
  const nodes = measuredNodes();
  const region = firstRegion(nodes)!;
  const at = (id: string) => nodes.find((n) => n.id === id)!;

  it('holds the title, the four characters and the start of the story, not the comments', () => {
    expect(region.x).toBe(0);
    expect(region.x + region.width).toBe(800 + 580);
    expect(region.y).toBeLessThanOrEqual(at('char-0').position.y);
    expect(region.y + region.height).toBe(at('story').position.y + STORY_PEEK);
    expect(region.y + region.height).toBeGreaterThan(at('main').position.y + 170);
  });

  it('shows it whole at a readable zoom on a laptop screen, clear of the search bar', () => {
    const pane = { width: 1280, height: 660, top: 0, bottom: 130 };
    const view = viewportFor(region, pane);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    expect(view.y + region.y * view.zoom).toBeGreaterThanOrEqual(0);
    expect(view.y + (region.y + region.height) * view.zoom).toBeLessThanOrEqual(660 - 130);
    expect(view.x + region.x * view.zoom).toBeGreaterThanOrEqual(0);
    expect(view.x + (region.x + region.width) * view.zoom).toBeLessThanOrEqual(1280);
  });

  it('never zooms in past 1 or out past the readable zoom; what does not fit starts top left', () => {
    expect(viewportFor(region, { width: 4000, height: 3000, top: 0, bottom: 0 }).zoom).toBe(1);
    const small = viewportFor(region, { width: 800, height: 400, top: 0, bottom: 0 });
    expect(small.zoom).toBe(READABLE_ZOOM);
    expect(small.x + region.x * small.zoom).toBe(16);
    expect(small.y + region.y * small.zoom).toBe(16);
  });

  it('a branch is its section title, cards, comments and examples', () => {
    const usage = branchRegion(nodes, 'usage')!;
    expect(usage.x).toBe(400);
    expect(usage.x + usage.width).toBe(1500 + 440);
    expect(usage.y).toBeLessThanOrEqual(at('usage-0').position.y);
    expect(branchRegion(nodes, 'related')).toBeNull();
  });
});
