// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import type { ReviewCard, ReviewDueReply } from '../../../../shared/schemas/study';
import { ReviewSession } from './review-session';
import { storedTestUser } from '../../../../../tests/support/stored-test-user';

const user = storedTestUser;
const NOW = '2026-11-27T07:00:00.000Z';
const schedule = (state: 'new' | 'review', due = NOW) => ({
  state,
  due,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  reps: 0,
  lapses: 0,
  last_review: null,
});
const snake: ReviewCard = {
  word: '画蛇添足',
  pinyin: 'huà shé tiān zú',
  meaning: 'to ruin something by overdoing it',
  characters: [{ char: '蛇', pinyin: 'shé', meaning: 'snake' }],
  kind: 'characters_to_meaning',
  schedule: schedule('review', '2026-11-27T06:00:00.000Z'),
};
const rabbit: ReviewCard = {
  word: '守株待兔',
  pinyin: 'shǒu zhū dài tù',
  meaning: 'to wait for gains without effort',
  characters: [],
  kind: 'missing_character',
  missing: { index: 3, choices: ['鸟', '兔', '马', '鱼'] },
  schedule: schedule('new'),
};
const counts = { due: 1, new: 1, learned: 0 };
const streak = { days: 2, reviewed_today: false };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the review API; anything else fails the test. */
function serve(due: ReviewDueReply) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/review/due/') return json(due);
    const graded = /^\/api\/review\/([^/]+)\/grade\/$/.exec(url);
    if (graded && init?.method === 'POST') {
      const { grade } = JSON.parse(String(init.body)) as { grade: string };
      return json({
        word: decodeURIComponent(graded[1]!),
        grade,
        schedule: {
          ...schedule('review', '2026-11-30T07:00:00.000Z'),
          last_review: NOW,
        },
        counts: { due: 0, new: 1, learned: 1 },
        streak: { days: 3, reviewed_today: true },
      });
    }
    throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url}`);
  });
}

function renderSession() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReviewSession />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stat = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('review session', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({ access: 't', refresh: 'r', user });
  });
  afterEach(cleanup);

  it('reveals with Space, grades Good with 3 and shows when the card comes back', async () => {
    const fetchSpy = serve({ cards: [snake, rabbit], counts, streak, now: NOW });
    renderSession();
    expect(await screen.findByText('What does this idiom mean?')).toBeTruthy();
    expect(screen.getByText('Card 1 of 2 ·', { exact: false }).textContent).toContain('Due now');
    expect(screen.queryByText(snake.meaning)).toBeNull();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByText(snake.meaning)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '3' });
    expect(await screen.findByText(/^Good: next review in 3 days, 30 Nov 2026/)).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe(`/api/review/${encodeURIComponent('画蛇添足')}/grade/`);
    // Each grade carries its own id, so a retry of it is applied once (ADR 0191).
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      grade: 'good',
      grade_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/),
    });
    expect(stat('Learned')).toBe('1');
    expect(stat('Day streak')).toBe('3');
    expect(document.activeElement?.textContent).toBe('Next card');
  });

  it('a missing-character card: key 2 picks the second choice and shows the answer', async () => {
    serve({ cards: [rabbit], counts, streak, now: NOW });
    renderSession();
    expect(await screen.findByText('Which character is missing?')).toBeTruthy();
    expect(screen.getByText('New card')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '1' });
    expect(screen.getByText('Not quite: it is 兔')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Again/ })).toBeTruthy();
  });

  it('a meaning-to-characters card shows the meaning, then the idiom on Enter', async () => {
    serve({
      cards: [{ ...snake, kind: 'meaning_to_characters' }],
      counts,
      streak,
      now: NOW,
    });
    renderSession();
    expect(await screen.findByText('Which idiom means this?')).toBeTruthy();
    expect(screen.getByText(snake.meaning)).toBeTruthy();
    expect(screen.queryByText('画蛇添足')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByText('画蛇添足')).toBeTruthy();
  });

  it('with nothing saved says how to get cards; with none due says all done', async () => {
    serve({ cards: [], counts: { due: 0, new: 0, learned: 0 }, streak, now: NOW });
    renderSession();
    expect(await screen.findByRole('heading', { name: 'Nothing to review yet' })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    serve({ cards: [], counts: { due: 0, new: 0, learned: 3 }, streak, now: NOW });
    renderSession();
    expect(await screen.findByRole('heading', { name: 'All done for now' })).toBeTruthy();
  });
});
