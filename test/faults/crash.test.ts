import { readdir, readFile, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultSite, type FaultSite, report } from './support/fault-site';
import { contact, pdfOf, sha256, siteContents, upload, uploadBody } from './support/site-data';

let site: FaultSite;
let admin: string;
beforeAll(async () => {
  // Each address may send 5 messages an hour: the loop below sends more, as from many visitors.
  site = await createFaultSite({ env: { TRUST_PROXY: 'true' } });
  admin = await site.adminCookie();
});
afterAll(() => site?.close());

/** Sends a 10 MB upload slowly and resolves once the server has written `bytes` of it to disk. */
async function uploadUntilKilled(bytes: number) {
  const body = uploadBody(site, 'Interrotto', pdfOf(10 * 1024 * 1024));
  const req = request(`${site.url}/api/documents/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie: admin, origin: site.url },
  });
  req.on('error', () => {});
  const tmp = path.join(site.dataDir, 'documents', 'tmp');
  const written = async () => {
    const parts = (await readdir(tmp).catch(() => [])).filter((f) => f.endsWith('.part'));
    const sizes = await Promise.all(
      parts.map((f) =>
        stat(path.join(tmp, f)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    return Math.max(0, ...sizes);
  };
  for (let at = 0; at < body.payload.length; at += 64 * 1024) {
    req.write(body.payload.subarray(at, at + 64 * 1024));
    if (at % (1024 * 1024) === 0 && (await written()) >= bytes) return written();
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the upload finished before the crash');
}

describe('kill -9', () => {
  it('during a 10 MB upload: after the restart no row lacks its file, no file lacks its row, earlier documents intact', async () => {
    const earlier = [pdfOf(200_000), pdfOf(3 * 1024 * 1024)];
    for (const [i, content] of earlier.entries())
      expect((await upload(site, admin, `Precedente ${i}`, content)).status).toBe(201);

    const onDisk = await uploadUntilKilled(4 * 1024 * 1024);
    await site.process.kill9();
    const crashed = await siteContents(site);
    expect(crashed.temporary.length).toBeGreaterThan(0);

    await site.start();
    await site.process.stop();
    const after = await siteContents(site);
    expect(after.temporary).toEqual([]);
    expect(after.files.sort()).toEqual(after.docs.map((d) => d.storageKey).sort());
    expect(after.docs.map((d) => d.title).sort()).toEqual(['Precedente 0', 'Precedente 1']);
    for (const doc of after.docs)
      expect(sha256(await readFile(path.join(after.root, doc.storageKey)))).toBe(doc.sha256);
    expect(after.docs.map((d) => d.sha256).sort()).toEqual(earlier.map(sha256).sort());
    report(
      'kill -9 during a 10 MB upload',
      `${(onDisk / 1024 / 1024).toFixed(1)} MB written when killed; after restart ${crashed.temporary.length} temporary file(s) swept, ${after.docs.length} documents = ${after.files.length} files, hashes intact`,
    );
    await site.start();
  });

  it('right after accepted messages and uploads, in a loop: everything that got a 2xx is still there', async () => {
    // Titles and subjects are unique: each acknowledged one must be found after the crashes.
    const acknowledged = { documents: [] as string[], messages: [] as string[] };
    let cutOff = 0;
    for (let round = 0; round < 5; round++) {
      admin = await site.adminCookie();
      const sent = Array.from({ length: 12 }, (_, i) => {
        const label = `Giro ${round}.${i}`;
        const from = { 'x-forwarded-for': `198.51.100.${round * 12 + i + 1}` };
        const kind = i % 3 === 0 ? ('documents' as const) : ('messages' as const);
        const answer =
          kind === 'documents' ? upload(site, admin, label, pdfOf(100_000)) : contact(site, label, from);
        return answer.then(
          (res) => ({ kind, label, ok: res.status >= 200 && res.status < 300 }),
          () => ({ kind, label, ok: false }),
        );
      });
      // Killed once an upload and a few messages have their answer, with the others in flight.
      const answered = { documents: 0, messages: 0 };
      await new Promise<void>((resolve) => {
        for (const p of sent)
          void p.then(({ kind }) => {
            answered[kind]++;
            if (answered.documents >= 1 && answered.messages >= 3) resolve();
          });
      });
      await site.process.kill9();
      for (const { kind, label, ok } of await Promise.all(sent)) {
        if (ok) acknowledged[kind].push(label);
        else cutOff++;
      }
      await site.start();
    }
    await site.process.stop();
    const after = await siteContents(site);
    const titles = new Set(after.docs.map((d) => d.title));
    const subjects = new Set(after.messages.map((m) => m.subject));
    expect(acknowledged.documents.filter((t) => !titles.has(t))).toEqual([]);
    expect(acknowledged.messages.filter((s) => !subjects.has(s))).toEqual([]);
    expect(after.files.sort()).toEqual(after.docs.map((d) => d.storageKey).sort());
    for (const doc of after.docs)
      expect(sha256(await readFile(path.join(after.root, doc.storageKey)))).toBe(doc.sha256);
    report(
      'kill -9 right after 2xx, 5 rounds of 12 requests',
      `${acknowledged.documents.length} uploads and ${acknowledged.messages.length} messages acknowledged, 0 lost; ${cutOff} requests cut off unanswered; ${after.orphaned.length} files of unsaved rows set aside`,
    );
    await site.start();
  });
});
