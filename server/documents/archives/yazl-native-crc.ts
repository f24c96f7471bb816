import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

type Unsigned = (input: Buffer | string, previous?: number | Buffer) => number;

/** buffer-crc32's `unsigned(input, previous)`, computed by zlib: the same numbers. */
export const nativeUnsigned: Unsigned = (input, previous) =>
  crc32(input, Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : (previous ?? 0) >>> 0);

/** The copy of buffer-crc32 that yazl itself loads. */
export function yazlCrc32(): { unsigned: Unsigned } {
  return createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32');
}

/**
 * yazl checksums every entry with buffer-crc32, plain JavaScript one byte at
 * a time: about 300 MB/s on a quiet machine, half that under load, and that
 * was the ZIP download's speed limit (`npm run bench:documents`: 196 MB/s
 * before, 627 MB/s after). yazl looks `unsigned` up on that module at each
 * call, so replacing it there is enough; a yazl that stopped doing so would
 * only be slower again, never wrong.
 */
export function installNativeCrc32(): void {
  yazlCrc32().unsigned = nativeUnsigned;
}
