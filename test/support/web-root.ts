import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Writes a file of the built site under `webRoot`; `compress` adds the .br and .gz copies the build makes. */
export async function writeWebFile(webRoot: string, rel: string, content: string, compress = false) {
  const file = path.join(webRoot, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  if (compress) {
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  }
}
