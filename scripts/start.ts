/** `npm start`: builds when there is no build yet, then serves the site. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const serverEntry = 'build/app/main.js';
if (!existsSync(serverEntry) || !existsSync('build/client/index.html')) {
  console.warn('No build found: building the site first (this takes a minute)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(new URL(`../${serverEntry}`, import.meta.url).href);
