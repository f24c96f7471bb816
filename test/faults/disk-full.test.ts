import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../common/unavailable';
import { send } from '../support/site-process';
import { createFaultSite, type FaultSite, report } from './support/fault-site';
import { contact, pdfOf, upload } from './support/site-data';

const DISK_FULL = 'Spazio di archiviazione esaurito: il documento non è stato salvato. Riprova più tardi.';
const isRoot = process.getuid?.() === 0;
const embedded = !process.env.TEST_DATABASE_URL;
const mounts: string[] = [];

/** A small disk of its own at `dir` (a tmpfs): it fills up without touching the machine's. */
function mountSmallDisk(dir: string, megabytes: number) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', dir]);
  mounts.push(dir);
}
/** Fills the disk at `dir` but for about `leaveKb`, with one file that frees it all when removed. */
function fill(dir: string, leaveKb: number) {
  const free = Number(execFileSync('df', ['--output=avail', '-k', dir]).toString().split('\n')[1]);
  execFileSync('fallocate', ['-l', `${Math.max(0, free - leaveKb)}k`, path.join(dir, 'filler')]);
}

let site: FaultSite | undefined;
let dataDir: string;
afterAll(async () => {
  await site?.close();
  for (const dir of mounts.reverse()) execFileSync('umount', ['-l', dir]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

if (!isRoot) report('disk full', 'SKIPPED: mounting a small disk (tmpfs) needs root');
if (!embedded)
  report('embedded database disk full', 'not run on PostgreSQL: its disk is the database server’s');

describe.runIf(isRoot)('a full disk', () => {
  it('where documents live: the upload is refused with 503 and its message, nothing partial stays, and it works once space is freed', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-full-'));
    const documentsDir = path.join(dataDir, 'documents');
    await mkdir(documentsDir);
    mountSmallDisk(documentsDir, 16);
    if (embedded) {
      await mkdir(path.join(dataDir, 'db'));
      mountSmallDisk(path.join(dataDir, 'db'), 256);
    }
    site = await createFaultSite({ dataDir });
    const admin = await site.adminCookie();
    expect((await upload(site, admin, 'Prima', pdfOf(1024 * 1024))).status).toBe(201);

    fill(documentsDir, 512);
    const refused = await upload(site, admin, 'Troppo', pdfOf(3 * 1024 * 1024));
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body.toString())).toEqual({ message: DISK_FULL });
    expect(await readdir(path.join(documentsDir, 'tmp'))).toEqual([]);

    await rm(path.join(documentsDir, 'filler'));
    const retried = await upload(site, admin, 'Troppo', pdfOf(3 * 1024 * 1024));
    expect(retried.status).toBe(201);
    const list = await send(`${site.url}/api/admin/documents`, { headers: { cookie: admin } });
    const titles = (JSON.parse(list.body.toString()) as { items: { title: string }[] }).items
      .map((d) => d.title)
      .sort();
    expect(titles).toEqual(['Prima', 'Troppo']);
    report(
      'document store disk full',
      `upload ${refused.status} with the message, 0 partial files, ${retried.status} after freeing space, no restart`,
    );
  });

  it.runIf(embedded)(
    'where the embedded database lives: the contact form gets 503 and its message, and works again once space is freed',
    async () => {
      const dbDir = path.join(dataDir, 'db');
      fill(dbDir, 0);
      // The database may still have room in pages it already holds: write until it has none.
      const accepted: string[] = [];
      let answer = await contact(site!, 'Riempimento 0');
      for (let i = 1; answer.status === 201 && i < 200; i++) {
        accepted.push(`Riempimento ${i - 1}`);
        answer = await contact(site!, `Riempimento ${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      }
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body.toString())).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect(answer.headers['retry-after']).toBe('60');

      await rm(path.join(dbDir, 'filler'));
      let after = await contact(site!, 'Dopo il disco pieno', { 'x-forwarded-for': '198.51.100.200' });
      const restarted = after.status !== 201;
      if (restarted) {
        // The embedded database could not go on after the failed write: a restart brings it back.
        await site!.process.stop();
        await site!.start();
        after = await contact(site!, 'Dopo il disco pieno', { 'x-forwarded-for': '198.51.100.200' });
      }
      expect(after.status).toBe(201);
      // Every message accepted while the disk filled up is still there.
      const cookie = await site!.adminCookie();
      const inbox = await send(`${site!.url}/api/admin/contact-messages?limit=200`, { headers: { cookie } });
      const subjects = new Set(
        (JSON.parse(inbox.body.toString()) as { items: { subject: string }[] }).items.map((m) => m.subject),
      );
      expect(accepted.filter((subject) => !subjects.has(subject))).toEqual([]);
      report(
        'embedded database disk full',
        `${accepted.length} messages accepted, then contact ${answer.status} with the message; ${after.status} after freeing space, ${restarted ? 'after a restart' : 'without a restart'}; 0 accepted messages lost`,
      );
    },
  );
});
