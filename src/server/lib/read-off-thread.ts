import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

// Start-up reads its artifacts on libuv's pool while the main thread loads modules and parses.
// Node's defaults need a turn of the main thread between steps (fs.readFile reads 512 KB at a
// time, zlib inflates 16 KB at a time), so while that thread was busy the reads stalled; these
// do each job in one step.

/** The whole file, in one read. */
export async function readWholeFile(path: string): Promise<Buffer<ArrayBuffer>> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const buffer = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await file.read(buffer, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return buffer.subarray(0, read);
  } finally {
    await file.close();
  }
}

/** gunzip in one pass: a gzip file ends with its uncompressed size (mod 2^32), which sizes it. */
export async function gunzipWhole(raw: Buffer): Promise<Buffer> {
  const size = raw.length >= 4 ? raw.readUInt32LE(raw.length - 4) : 0;
  const chunkSize = Math.max(64 * 1024, Math.min(size + 1, 1 << 30));
  return promisify(gunzip)(raw, { chunkSize });
}
