import { dotAt } from './word-vectors.js';

/**
 * Dot products of float32 vectors, the English ranking's hot loop (the document-vector scan and
 * the alignment re-rank), in WebAssembly SIMD (ADR 0110). Each float32 is widened to float64 and
 * multiplied exactly, two lanes at a time; lane sums run over d ≡ 0, 1, 2, 3 (mod 4) and are added
 * as ((s0 + s1) + s2) + s3 — the very operations of dotAt, so the results are the same bits, about
 * five times faster. Without SIMD, or when dims is not a multiple of 4, the same interface runs
 * dotAt over plain arrays.
 */
export interface DotKernel<F extends string, D extends string> {
  /** Float32 arrays of the requested lengths, in the kernel's memory. */
  floats: Record<F, Float32Array>;
  /** Float64 arrays of the requested lengths, in the kernel's memory. */
  doubles: Record<D, Float64Array>;
  /**
   * out[outAt + i] = vec[vecAt ..] · rows[rowsAt + i × dims ..] for i < count, over dims values.
   * Every array must be one of this kernel's own.
   */
  dots(
    vec: Float32Array,
    vecAt: number,
    rows: Float32Array,
    rowsAt: number,
    count: number,
    out: Float64Array,
    outAt: number,
  ): void;
  simd: boolean;
}

export function createDotKernel<F extends string, D extends string>(
  dims: number,
  floatLengths: Record<F, number>,
  doubleLengths: Record<D, number>,
): DotKernel<F, D> {
  const fLengths = Object.entries(floatLengths) as [F, number][];
  const dLengths = Object.entries(doubleLengths) as [D, number][];
  const module = dims > 0 && dims % 4 === 0 ? simdModule() : undefined;
  if (!module) {
    return {
      simd: false,
      floats: Object.fromEntries(fLengths.map(([k, n]) => [k, new Float32Array(n)])) as Record<
        F,
        Float32Array
      >,
      doubles: Object.fromEntries(dLengths.map(([k, n]) => [k, new Float64Array(n)])) as Record<
        D,
        Float64Array
      >,
      dots(vec, vecAt, rows, rowsAt, count, out, outAt) {
        for (let i = 0; i < count; i++)
          out[outAt + i] = dotAt(vec, vecAt, rows, rowsAt + i * dims, dims);
      },
    };
  }

  // One memory, every array 16-byte aligned; sized once, never grown (growing detaches views).
  const align = (bytes: number) => Math.ceil(bytes / 16) * 16;
  const total = [
    ...fLengths.map(([, n]) => align(n * 4)),
    ...dLengths.map(([, n]) => align(n * 8)),
  ].reduce((a, b) => a + b, 0);
  const memory = new WebAssembly.Memory({ initial: Math.max(1, Math.ceil(total / 65536)) });
  const dotsExport = new WebAssembly.Instance(module, { env: { memory } }).exports.dots as (
    vec: number,
    rows: number,
    count: number,
    dims: number,
    out: number,
  ) => void;
  let offset = 0;
  const place = <T>(make: (offset: number) => T, bytes: number) => {
    const view = make(offset);
    offset += align(bytes);
    return view;
  };
  const floats = Object.fromEntries(
    fLengths.map(([k, n]) => [k, place((at) => new Float32Array(memory.buffer, at, n), n * 4)]),
  ) as Record<F, Float32Array>;
  const doubles = Object.fromEntries(
    dLengths.map(([k, n]) => [k, place((at) => new Float64Array(memory.buffer, at, n), n * 8)]),
  ) as Record<D, Float64Array>;
  const buffer = memory.buffer;
  return {
    simd: true,
    floats,
    doubles,
    dots(vec, vecAt, rows, rowsAt, count, out, outAt) {
      if (vec.buffer !== buffer || rows.buffer !== buffer || out.buffer !== buffer)
        throw new Error('dot kernel: arrays must come from the kernel');
      if (count <= 0) return;
      if (
        vecAt + dims > vec.length ||
        rowsAt + count * dims > rows.length ||
        outAt + count > out.length
      )
        throw new RangeError('dot kernel: out of bounds');
      dotsExport(
        vec.byteOffset + vecAt * 4,
        rows.byteOffset + rowsAt * 4,
        count,
        dims,
        out.byteOffset + outAt * 8,
      );
    },
  };
}

let compiled: WebAssembly.Module | null | undefined;

/** The compiled module, or null where this runtime has no WebAssembly SIMD. */
function simdModule(): WebAssembly.Module | undefined {
  if (compiled === undefined) {
    const bytes = dotsWasm();
    compiled = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  }
  return compiled ?? undefined;
}

/**
 * The module, encoded here rather than shipped as an opaque file. As text (WAT):
 *
 *   (func (export "dots") (param $vec $rows $count $dims $out i32)
 *     stop = out + count × 8
 *     if count ≠ 0: loop $row
 *       lo = hi = f64x2(0, 0); a = vec; b = rows; end = vec + dims × 4
 *       loop $dim
 *         va = v128.load a; vb = v128.load b
 *         lo += promote_low(va) × promote_low(vb)                       ;; d ≡ 0, 1
 *         hi += promote_low(swap_halves(va)) × promote_low(swap_halves(vb)) ;; d ≡ 2, 3
 *         a += 16; b += 16; br_if $dim (a < end)
 *       f64.store out (((lo[0] + lo[1]) + hi[0]) + hi[1])
 *       rows = b; out += 8; br_if $row (out < stop))
 */
function dotsWasm(): Uint8Array<ArrayBuffer> {
  const I32 = 0x7f;
  const V128 = 0x7b;
  // Parameters 0..4, then locals.
  const [VEC, ROWS, COUNT, DIMS, OUT] = [0, 1, 2, 3, 4];
  const [STOP, END, A, B, LO, HI, VA, VB] = [5, 6, 7, 8, 9, 10, 11, 12];
  const get = (i: number) => [0x20, i];
  const set = (i: number) => [0x21, i];
  const i32 = (n: number) => [0x41, n]; // small non-negative constants only (< 64)
  const [ADD, SHL, EQZ, LT_U, F64_ADD] = [[0x6a], [0x74], [0x45], [0x49], [0xa0]];
  const simd = (op: number, ...immediates: number[]) => [0xfd, ...uleb(op), ...immediates];
  const zero = simd(0x0c, ...new Array<number>(16).fill(0)); // v128.const 0
  const load = simd(0x00, 4, 0); // v128.load align=16 offset=0
  const promoteLow = simd(0x5f); // f64x2.promote_low_f32x4
  const swapHalves = simd(0x0d, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7); // i8x16.shuffle
  const [mul2, add2] = [simd(0xf2), simd(0xf0)]; // f64x2.mul, f64x2.add
  const lane = (l: number) => simd(0x21, l); // f64x2.extract_lane
  // prettier-ignore
  const body = [
    ...[2, 4, I32, 4, V128], // locals: 4 × i32, 4 × v128
    ...get(OUT), ...get(COUNT), ...i32(3), ...SHL, ...ADD, ...set(STOP),
    0x02, 0x40, // block
    ...get(COUNT), ...EQZ, 0x0d, 0, // br_if 0 (out of the block)
    0x03, 0x40, // loop $row
    ...zero, ...set(LO), ...zero, ...set(HI),
    ...get(VEC), ...set(A), ...get(ROWS), ...set(B),
    ...get(VEC), ...get(DIMS), ...i32(2), ...SHL, ...ADD, ...set(END),
    0x03, 0x40, // loop $dim
    ...get(A), ...load, ...set(VA), ...get(B), ...load, ...set(VB),
    ...get(LO), ...get(VA), ...promoteLow, ...get(VB), ...promoteLow, ...mul2, ...add2, ...set(LO),
    ...get(HI), ...get(VA), ...get(VA), ...swapHalves, ...promoteLow,
    ...get(VB), ...get(VB), ...swapHalves, ...promoteLow, ...mul2, ...add2, ...set(HI),
    ...get(A), ...i32(16), ...ADD, ...set(A), ...get(B), ...i32(16), ...ADD, ...set(B),
    ...get(A), ...get(END), ...LT_U, 0x0d, 0, // br_if $dim
    0x0b, // end $dim
    ...get(OUT),
    ...get(LO), ...lane(0), ...get(LO), ...lane(1), ...F64_ADD,
    ...get(HI), ...lane(0), ...F64_ADD, ...get(HI), ...lane(1), ...F64_ADD,
    0x39, 3, 0, // f64.store align=8 offset=0
    ...get(B), ...set(ROWS), ...get(OUT), ...i32(8), ...ADD, ...set(OUT),
    ...get(OUT), ...get(STOP), ...LT_U, 0x0d, 0, // br_if $row
    0x0b, 0x0b, 0x0b, // end $row, end block, end function
  ];
  const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];
  const section = (id: number, content: number[]) => [id, ...uleb(content.length), ...content];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
    ...section(1, [1, 0x60, 5, I32, I32, I32, I32, I32, 0]), // type: (5 × i32) → ()
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]), // import memory, min 1 page
    ...section(3, [1, 0]), // function 0 has type 0
    ...section(7, [1, ...name('dots'), 0x00, 0]), // export it as "dots"
    ...section(10, [1, ...uleb(body.length), ...body]),
  ]);
}

/** Unsigned LEB128, the binary format's integer encoding. */
function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
}
