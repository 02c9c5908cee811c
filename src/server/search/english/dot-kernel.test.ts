import { describe, expect, it } from 'vitest';
import { createDotKernel } from './dot-kernel.js';
import { dotAt } from './word-vectors.js';

/** Deterministic pseudo-random unit-ish values, like int8-quantised word vectors. */
function fill(target: Float32Array, seed: number) {
  let x = seed;
  for (let i = 0; i < target.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    target[i] = ((x >>> 8) % 255) / 127 - 1;
  }
}

describe('dot kernel', () => {
  it('gives the very bits of dotAt, with WebAssembly SIMD, for odd and even counts', () => {
    const dims = 100;
    const rows = 57;
    const kernel = createDotKernel(dims, { vec: dims, rows: rows * dims }, { out: rows + 3 });
    expect(kernel.simd).toBe(true);
    fill(kernel.floats.vec, 1);
    fill(kernel.floats.rows, 2);
    for (const count of [1, 2, 3, 56]) {
      kernel.doubles.out.fill(NaN);
      kernel.dots(kernel.floats.vec, 0, kernel.floats.rows, dims, count, kernel.doubles.out, 3);
      for (let i = 0; i < count; i++) {
        const expected = dotAt(kernel.floats.vec, 0, kernel.floats.rows, (i + 1) * dims, dims);
        expect(Object.is(kernel.doubles.out[3 + i], expected)).toBe(true);
      }
      // Nothing written past the count.
      expect(kernel.doubles.out[3 + count]).toBeNaN();
    }
  });

  it('runs dotAt where SIMD cannot (dims not a multiple of 4)', () => {
    const kernel = createDotKernel(3, { vec: 3, rows: 6 }, { out: 2 });
    expect(kernel.simd).toBe(false);
    kernel.floats.vec.set([1, 2, 3]);
    kernel.floats.rows.set([1, 0, 0, 0.5, 0.5, 1]);
    kernel.dots(kernel.floats.vec, 0, kernel.floats.rows, 0, 2, kernel.doubles.out, 0);
    expect([...kernel.doubles.out]).toEqual([1, 4.5]);
  });

  it('refuses arrays outside its memory and reads past its arrays', () => {
    const kernel = createDotKernel(4, { vec: 4, rows: 8 }, { out: 2 });
    const { vec, rows } = kernel.floats;
    const out = kernel.doubles.out;
    expect(() => kernel.dots(new Float32Array(4), 0, rows, 0, 2, out, 0)).toThrow(/kernel/);
    expect(() => kernel.dots(vec, 0, rows, 4, 2, out, 0)).toThrow(RangeError);
    expect(() => kernel.dots(vec, 0, rows, 0, 3, out, 0)).toThrow(RangeError);
  });
});
