// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StrokeOrderDialog from './stroke-order-dialog';

const dataDir = dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('stroke-order dialog', () => {
  afterEach(cleanup);

  it('says plainly when the data lacks a character', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ error: 'Stroke order is not available for 𠀀' }, 404));
    render(<StrokeOrderDialog char="𠀀" onClose={() => undefined} />);
    expect(await screen.findByText('Stroke order is not available for 𠀀')).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe(`/api/strokes/${encodeURIComponent('𠀀')}/`);
    expect(screen.queryByRole('button', { name: 'Replay' })).toBeNull();
  });

  it('loads the strokes from our own origin and offers Replay and Practise; Escape closes', async () => {
    const data = JSON.parse(readFileSync(join(dataDir, '蛇.json'), 'utf8')) as unknown;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(data));
    const onClose = vi.fn();
    render(<StrokeOrderDialog char="蛇" pinyin="shé" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Stroke order of 蛇' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: '蛇, written in 11 strokes' })).toBeTruthy();
    const practise = await screen.findByRole('button', { name: 'Practise' });
    await vi.waitFor(() => expect(practise.hasAttribute('disabled')).toBe(false));
    fireEvent.click(practise);
    expect(practise.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Draw stroke 1 of 11.');
    fireEvent.click(screen.getByRole('button', { name: 'Skip stroke' }));
    expect(screen.getByRole('status').textContent).toBe('Stroke 1 shown. Draw stroke 2 of 11.');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
