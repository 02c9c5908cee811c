import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('a schema loaded on first use', () => {
  it('loads once and parses as the schema does, refusals included', async () => {
    const load = vi.fn(async () => z.object({ n: z.number() }));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(schema.parse({ n: 1, extra: true })).resolves.toEqual({ n: 1 });
    await expect(schema.parse({ n: 'one' })).rejects.toMatchObject({ name: 'ZodError' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk that could not be fetched)', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType<string>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(z.string());
    const schema = lazySchema(load);
    await expect(schema.parse('a')).rejects.toThrow('Failed to fetch');
    await expect(schema.parse('a')).resolves.toBe('a');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
