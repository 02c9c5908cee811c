import { describe, expect, it } from 'vitest';
import { BatchWriter } from './batch-writer';
import { OwnedCache } from './owned-cache';

describe('OwnedCache', () => {
  it('keeps what it read, and forgets it when told', async () => {
    const cache = new OwnedCache<number>();
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a read that overlapped a write, nor "nothing found"', async () => {
    const cache = new OwnedCache<string | undefined>();
    let release!: () => void;
    const slow = cache.get('u', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.invalidate('u'); // a writer committed while the read was in flight
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('u', async () => 'new')).toBe('new');
    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
    expect(await cache.get('missing', async () => 'found later')).toBe('found later');
  });
});

describe('BatchWriter', () => {
  it('writes what was queued in one call, in order, and flush waits for it', async () => {
    const writes: number[][] = [];
    const writer = new BatchWriter<number>(
      async (rows) => void writes.push(rows),
      () => undefined,
      5,
    );
    for (let i = 0; i < 4; i++) writer.add(i);
    await writer.flush();
    writer.add(4);
    await writer.flush();
    expect(writes).toEqual([[0, 1, 2, 3], [4]]);
  });

  it('reports a failed write and goes on', async () => {
    const failed: number[] = [];
    const written: number[][] = [];
    let first = true;
    const writer = new BatchWriter<number>(
      async (rows) => {
        if (first) {
          first = false;
          throw new Error('database away');
        }
        written.push(rows);
      },
      (_error, rows) => failed.push(rows),
    );
    writer.add(1);
    await writer.flush();
    writer.add(2);
    await writer.flush();
    expect(failed).toEqual([1]);
    expect(written).toEqual([[2]]);
  });
});
