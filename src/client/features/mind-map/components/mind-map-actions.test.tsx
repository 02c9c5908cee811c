// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelatedGroup } from '../lib/mind-map-model';
import { MindMapActionsContext, type MindMapActions } from './mind-map-actions';
import { RelatedList } from './related-list';
import { StrokeOrderButton } from './stroke-order-button';

const group: RelatedGroup = {
  kind: 'same_character',
  items: [
    {
      word: '画龙点睛',
      pinyin: 'huà lóng diǎn jīng',
      meaning: 'the finishing touch',
      character: '画',
    },
  ],
};

const withActions = (actions: MindMapActions, ui: React.ReactNode) =>
  render(<MindMapActionsContext.Provider value={actions}>{ui}</MindMapActionsContext.Provider>);

describe('map node actions', () => {
  afterEach(cleanup);

  it('a related idiom is a button that opens it, showing pinyin, meaning and the shared character', () => {
    const onOpenIdiom = vi.fn();
    withActions({ onOpenIdiom }, <RelatedList group={group} />);
    const button = screen.getByRole('button', { name: /^画龙点睛/ });
    expect(button.textContent).toContain('huà lóng diǎn jīng');
    expect(button.textContent).toContain('shares 画');
    expect(button.textContent).toContain('the finishing touch');
    fireEvent.click(button);
    expect(onOpenIdiom).toHaveBeenCalledWith('画龙点睛');
  });

  it('without an open action related idioms are text only', () => {
    withActions({}, <RelatedList group={group} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('画龙点睛')).toBeTruthy();
  });

  it('the stroke-order button names its character and hands it over', () => {
    const onOpen = vi.fn();
    const character = { char: '蛇', pinyin: 'shé', meaning: 'snake' };
    render(<StrokeOrderButton character={character} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stroke order of 蛇' }));
    expect(onOpen).toHaveBeenCalledWith(character);
  });
});
