/**
 * Turns the prerendered pages into pages of islands (scripts/islands/island-page.ts),
 * after `vite build -c vite.islands.config.ts` has built their scripts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prerenderedPaths } from '../common/routes';
import { islandsEntryFile } from '../vite.islands.config';
import { type IslandScripts, islandPage } from './islands/island-page';

const webRoot = path.resolve(import.meta.dirname, '../build/client');
const scripts = JSON.parse(await readFile(islandsEntryFile, 'utf8')) as IslandScripts;

for (const pagePath of prerenderedPaths) {
  const file = path.join(webRoot, pagePath, 'index.html');
  await writeFile(file, islandPage(await readFile(file, 'utf8'), scripts));
}
console.warn(`${prerenderedPaths.length} pages now load ${scripts.entry} and no router`);
