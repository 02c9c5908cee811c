import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultItem } from '../../../../shared/schemas/search';
import type { SearchState } from '../hooks/use-idiom-search';
import { QuotaBanner } from './quota-banner';
import { SearchPanel } from './search-panel';

afterEach(cleanup);

const base: SearchState = {
  isSearching: false,
  lastSearchTime: null,
  lastSearchQuery: '',
  error: null,
  results: [],
  isEnglish: false,
  quotaBlocked: false,
};
const item = (word: string, relevance?: number): SearchResultItem => ({
  word,
  task_id: `gen_${word}`,
  pinyin: 'p',
  explanation: 'e',
  commonness: 'very_common',
  relevance,
  first_searched_at: null,
});
const panel = (state: Partial<SearchState>, history: string[] = []) =>
  render(
    <SearchPanel
      id="p"
      state={{ ...base, ...state }}
      history={history}
      onPickHistory={vi.fn()}
      onClearHistory={vi.fn()}
      onSelect={vi.fn()}
    />,
  );

describe('SearchPanel (SPEC §2)', () => {
  it('shows the loading text', () => {
    panel({ isSearching: true });
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      ' Searching for matching Chinese idioms...',
    );
  });

  it('counts Chinese results and adds the English note only with relevance', () => {
    const { unmount } = panel({ results: [item('画蛇添足'), item('画龙点睛')] });
    expect(screen.getByText('Showing 2 Chinese idiom(s)')).toBeTruthy();
    unmount();
    panel({ results: [item('画蛇添足', 0.9)] });
    expect(
      screen.getByText('Showing 1 Chinese idiom(s) related to your English query'),
    ).toBeTruthy();
    expect(screen.getByText('90% match')).toBeTruthy();
  });

  it('lists recent searches with Clear History, or the error', () => {
    const { unmount } = panel({}, ['b', 'a']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b', 'a']);
    expect(screen.getByRole('button', { name: 'Clear History' })).toBeTruthy();
    unmount();
    panel({ error: 'No four-character idioms found matching your query' });
    expect(screen.getByRole('alert').textContent).toBe(
      'No four-character idioms found matching your query',
    );
  });
});

describe('QuotaBanner (SPEC §2)', () => {
  it('words the free and premium states', () => {
    const { unmount } = render(
      <MemoryRouter>
        <QuotaBanner quota={{ remainingSearches: 3, hasSubscription: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Remaining searches today: 3/5')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Upgrade for unlimited searches' }).getAttribute('href'),
    ).toBe('/subscription');
    unmount();
    render(
      <MemoryRouter>
        <QuotaBanner quota={{ remainingSearches: null, hasSubscription: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Unlimited searches with premium membership',
    );
  });
});

describe('SearchPanel: what a search costs (ADR 0143)', () => {
  const withCost = (props: Partial<React.ComponentProps<typeof SearchPanel>>) =>
    render(
      <MemoryRouter>
        <SearchPanel
          id="p"
          state={base}
          history={['画蛇添足', 'overdo it']}
          onPickHistory={vi.fn()}
          onClearHistory={vi.fn()}
          onSelect={vi.fn()}
          {...props}
        />
      </MemoryRouter>,
    );

  it('says what Enter spends and marks recent searches that are free today', () => {
    withCost({ costHint: 'Uses 1 of your 3 searches left', freeHistory: new Set(['画蛇添足']) });
    expect(screen.getByText('Uses 1 of your 3 searches left')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^画蛇添足\s*·\s*free today$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'overdo it' })).toBeTruthy();
  });

  it('with none left shows the limit in place with Upgrade, not the hint', () => {
    withCost({ costHint: 'Uses 1 of your 0 searches left', limitReached: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Daily free search limit reached. Subscribe for unlimited searches.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/subscription?reason=limit',
    );
    expect(screen.queryByText('Uses 1 of your 0 searches left')).toBeNull();
  });
});
