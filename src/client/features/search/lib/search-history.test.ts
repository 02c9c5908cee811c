import { beforeEach, describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, loadHistory, saveHistory } from './search-history';

describe('search history (SPEC §5)', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest query first and moves a repeat to the front', () => {
    let h = addToHistory([], 'a');
    h = addToHistory(h, 'b');
    h = addToHistory(h, 'a');
    expect(h).toEqual(['a', 'b']);
  });

  it('keeps at most 10 distinct entries', () => {
    let h: string[] = [];
    for (let i = 0; i < 15; i++) h = addToHistory(h, `q${i}`);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('q14');
    expect(h.at(-1)).toBe('q5');
  });

  it('ignores blank queries and trims', () => {
    expect(addToHistory(['x'], '   ')).toEqual(['x']);
    expect(addToHistory(['x'], '  画蛇添足 ')).toEqual(['画蛇添足', 'x']);
  });

  it('round-trips through localStorage and survives junk', () => {
    saveHistory(['b', 'a']);
    expect(loadHistory()).toEqual(['b', 'a']);
    localStorage.setItem('searchHistory', '{nope');
    expect(loadHistory()).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify(['a', 3, 'a', 'b']));
    expect(loadHistory()).toEqual(['a', 'b']);
    clearHistory();
    expect(loadHistory()).toEqual([]);
  });
});
