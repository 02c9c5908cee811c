import { describe, expect, it } from 'vitest';
import { alignmentCapacity, createAligner } from './alignment.js';
import { createDotKernel } from './dot-kernel.js';
import { dotAt } from './word-vectors.js';

describe('alignment', () => {
  // Six words of 4 dims; idiom 0 has words 0 and 1, idiom 1 none, idiom 2 words 1, 2 and 5.
  const dims = 4;
  const rowOffsets = Uint32Array.from([0, 2, 2, 5]);
  const rowData = Int32Array.from([0, 1, 1, 2, 5]);
  const words = [
    [1, 0, 0, 0],
    [0, 1, 0, 0],
    [0.6, 0.8, 0, 0],
    [0, 0, 1, 0],
    [0, 0, 0.8, 0.6],
    [0.5, 0.5, 0.5, 0.5],
  ];
  const maxQueryRows = 3;
  const capacity = alignmentCapacity(rowOffsets, 3, words.length);
  const kernel = createDotKernel(
    dims,
    { matrix: words.length * dims, queryBlock: maxQueryRows * dims },
    { cosines: maxQueryRows * capacity },
  );
  kernel.floats.matrix.set(words.flat());
  const align = createAligner(
    { dims, ...kernel.floats, ...kernel.doubles, dots: kernel.dots },
    rowOffsets,
    rowData,
    maxQueryRows,
  );

  it('weighs each query word by its best cosine with any of the idiom’s words', () => {
    const query = [
      { row: 3, weight: 2 },
      { row: 0, weight: 1 },
    ];
    const naive = (doc: number) => {
      let sum = 0;
      for (const { row, weight } of query) {
        let best = 0;
        for (let k = rowOffsets[doc]!; k < rowOffsets[doc + 1]!; k++)
          best = Math.max(
            best,
            dotAt(kernel.floats.matrix, row * dims, kernel.floats.matrix, rowData[k]! * dims, dims),
          );
        sum += weight * best;
      }
      return sum / 3;
    };
    const got = align(query, [2, 1, 0]);
    expect([...got]).toEqual([naive(2), 0, naive(0)]);
    expect(got[2]).toBeCloseTo(1 / 3);
    // The same query again, or after another one, gives the same numbers (tables are reused).
    align([{ row: 4, weight: 1 }], [0, 2]);
    expect([...align(query, [2, 1, 0])]).toEqual([...got]);
  });

  it('sizes its table for the most words a pool of candidates can bring', () => {
    expect(capacity).toBe(6);
    expect(alignmentCapacity(rowOffsets, 1, words.length)).toBe(3);
  });
});
