import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the embedded database under dataDir, if any. */
export async function lockHolder(dataDir: string): Promise<number | null> {
  const holder = Number((await readFile(path.join(dataDir, 'db.lock'), 'utf8').catch(() => '')).trim());
  return holder > 0 && alive(holder) ? holder : null;
}

/**
 * PGlite is one process's database: a second process opening the same files
 * (`npm run admin` while the site runs) would corrupt them. A pid file says
 * who holds it; a holder that is gone (a crash) leaves a lock anyone may take.
 * Returns the release.
 */
export async function lockPglite(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (holder === process.pid) return async () => {};
    if (holder > 0 && alive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is open in another process (pid ${holder}): stop the site first.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
