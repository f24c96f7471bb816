/**
 * Writes docs/openapi.json from the server's route schemas (part of
 * `npm run build`); `server/openapi/openapi.test.ts` fails while the committed
 * file differs from what the code generates.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateOpenApi, openApiText } from '../server/openapi/generate';

const out = path.resolve(import.meta.dirname, '../docs/openapi.json');
const doc = await generateOpenApi();
await writeFile(out, openApiText(doc));
const operations = Object.values(doc.paths as Record<string, object>).reduce(
  (n, ops) => n + Object.keys(ops).length,
  0,
);
console.warn(`wrote docs/openapi.json: ${operations} operations`);
