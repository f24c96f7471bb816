/**
 * Writes brotli and gzip variants beside every compressible file of the
 * built front end, so the server never compresses on a request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
const root = path.resolve(process.argv[2] ?? 'build/client');

const entries = await readdir(root, { recursive: true, withFileTypes: true });
let count = 0;
await Promise.all(
  entries
    .filter((e) => e.isFile() && compressible.has(path.extname(e.name)))
    .map(async (e) => {
      const file = path.join(e.parentPath, e.name);
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gz(body, { level: 9 }),
      ]);
      // A variant that is not smaller is not worth a Content-Encoding header.
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
      count++;
    }),
);
console.warn(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
