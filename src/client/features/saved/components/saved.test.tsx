// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import type { SavedIdiom } from '../../../../shared/schemas/study';
import { MyIdiomsList } from './my-idioms-list';
import { SaveIdiomButton, SAVE_LOGIN_MESSAGE } from './save-idiom-button';
import { storedTestUser } from '../../../../../tests/support/stored-test-user';

const user = storedTestUser;
const item = (word: string, saved_at: string): SavedIdiom => ({
  word,
  pinyin: `${word} pinyin`,
  meaning: `${word} meaning`,
  saved_at,
  commonness: 'common',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A tiny in-memory /api/saved/ (newest first); anything else fails the test. */
function serve(initial: SavedIdiom[]) {
  let items = [...initial];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/saved/' && method === 'GET') return json({ items });
    const one = /^\/api\/saved\/([^/]+)\/$/.exec(url);
    if (one && method === 'PUT') {
      const saved = item(decodeURIComponent(one[1]!), '2026-11-27T07:00:00.000Z');
      items = [saved, ...items];
      return json({ saved: true, item: saved });
    }
    if (one && method === 'DELETE') {
      const word = decodeURIComponent(one[1]!);
      const before = items.length;
      items = items.filter((i) => i.word !== word);
      return json({ removed: items.length < before });
    }
    throw new Error(`unexpected request ${method} ${url}`);
  });
  return spy;
}

function renderAt(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/app/idiom/x']}>
        <Routes>
          <Route path="/app/idiom/x" element={ui} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Save button', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('toggles saved and unsaved for a signed-in user (aria-pressed)', async () => {
    setSession({ access: 't', refresh: 'r', user });
    const spy = serve([]);
    renderAt(<SaveIdiomButton word="画蛇添足" />);
    const button = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Saved');
    expect(
      spy.mock.calls.some(
        ([url, init]) =>
          init?.method === 'PUT' && url === `/api/saved/${encodeURIComponent('画蛇添足')}/`,
      ),
    ).toBe(true);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a guest to sign in and sends them to the login page', async () => {
    const spy = serve([]);
    renderAt(<SaveIdiomButton word="画蛇添足" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(SAVE_LOGIN_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('My idioms list', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({ access: 't', refresh: 'r', user });
  });
  afterEach(cleanup);

  it('lists the saved idioms newest first with pinyin, meaning, Open and Remove', async () => {
    serve([
      item('画蛇添足', '2026-11-27T06:00:00.000Z'),
      item('守株待兔', '2026-11-26T06:00:00.000Z'),
    ]);
    renderAt(<MyIdiomsList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.sv-word')?.textContent)).toEqual([
      '画蛇添足',
      '守株待兔',
    ]);
    expect(screen.getByText('画蛇添足 pinyin')).toBeTruthy();
    expect(screen.getByText('画蛇添足 meaning')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open 画蛇添足' }).getAttribute('href')).toBe(
      `/app/idiom/${encodeURIComponent('画蛇添足')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove 画蛇添足' }));
    await waitFor(() => expect(screen.queryByText('画蛇添足 meaning')).toBeNull());
    expect(screen.getByText('1 saved idiom, newest first.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Saved idioms' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Removed 画蛇添足.'));
  });

  it('shows a hint when nothing is saved', async () => {
    serve([]);
    renderAt(<MyIdiomsList />);
    expect(await screen.findByRole('heading', { name: 'No saved idioms yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find an idiom' }).getAttribute('href')).toBe('/app');
  });
});
