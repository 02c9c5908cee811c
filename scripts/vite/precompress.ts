import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, video and source maps are left as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `file.br` and `file.gz` beside each compressible file of `dir`; returns what it wrote. */
export function precompressDir(
  dir: string,
): { file: string; raw: number; br: number; gz: number }[] {
  const written = [];
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    written.push({ file, raw: raw.length, br: br.length, gz: gz.length });
  }
  return written;
}

/**
 * Precompresses the client build with brotli (quality 11) and gzip (level 9), so the server sends
 * the smallest copy the browser accepts without compressing anything per request (ADR 0100).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'chengyu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = precompressDir(outDir);
      const sum = (key: 'raw' | 'br' | 'gz') => written.reduce((total, f) => total + f[key], 0);
      this.info?.(
        `precompressed ${written.length} files: ${(sum('raw') / 1024).toFixed(0)} KB → ` +
          `${(sum('br') / 1024).toFixed(0)} KB brotli, ${(sum('gz') / 1024).toFixed(0)} KB gzip`,
      );
    },
  };
}
