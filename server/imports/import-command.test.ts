import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_READ_MEMORY_MB } from '@common/first-page-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../test/support/api-tokens';
import { exeFile, pdfFile, zipFile } from '../../test/support/document-fixtures';
import { pdfLines, pdfPage } from '../../test/support/pdf-page';
import { spacesPdf } from '../../test/support/spaces-pdf';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/support/test-app';
import { createUser, login } from '../../test/support/users';
import { documents, mailOutbox, users } from '../db/schema';
import { type ImportOptions, importCommand } from './import-command';

let t: TestApp;
let origin: string;
let token: string;
let dir: string;
let mario: { id: number };
let edil: { id: number };
const CF = 'RSSMRA85T10A562S';
const PIVA = '06363391001';
const files: Record<string, Buffer> = {
  [`cedolino_2026_11_${CF}.pdf`]: pdfFile('Cedolino'),
  [`cedolino_2026_10_${CF}.pdf`]: pdfFile('Cedolino di ottobre'),
  [`CU_2025_IT${PIVA}.pdf`]: pdfFile('CU'),
  [`F24_${CF}_${PIVA}.pdf`]: pdfFile('F24 di chi?'),
  'scan0001.pdf': pdfFile('Scansione'),
  // Nothing in the name: the first page says whose it is, or cannot be read.
  'scansione_cedolino_2026.pdf': pdfLines(['Cedolino paga novembre 2026', `Codice fiscale ${CF}`]),
  'riservato.pdf': pdfPage('BT /F1 11 Tf 50 800 Td (Riservato) Tj ET', { password: true }),
  [`fattura_${PIVA}.pdf`]: exeFile(),
};

beforeAll(async () => {
  // Mail "configured" so the notices are queued; nothing listens there and no test waits for delivery.
  t = await createTestApp({
    env: { API_TOKEN_REQUESTS_PER_MINUTE: '4', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_TO: 'studio@example.it' },
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  mario = await createUser(t.app, { username: 'mario.import', email: 'mario@example.it' });
  edil = await createUser(t.app, { username: 'edil.srl', email: 'edil@example.it' });
  await t.app.db.update(users).set({ codiceFiscale: CF }).where(eq(users.id, mario.id));
  await t.app.db.update(users).set({ partitaIva: PIVA }).where(eq(users.id, edil.id));
  ({ token } = await createApiToken(t.app, admin, { name: 'Importazione', scopes: ['documents:write'] }));
  dir = await mkdtemp(path.join(tmpdir(), 'studio-import-test-'));
  await mkdir(path.join(dir, 'novembre'));
  for (const [name, data] of Object.entries(files)) await writeFile(path.join(dir, 'novembre', name), data);
  await writeFile(path.join(dir, '.DS_Store'), 'x');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

function run(
  source: string,
  dryRun: boolean,
  more: Partial<Pick<ImportOptions, 'confirmProposed' | 'ask'>> = {},
) {
  const lines: string[] = [];
  const waits: number[] = [];
  const result = importCommand({
    source,
    siteUrl: origin,
    token,
    dryRun,
    confirmProposed: false,
    ...more,
    print: (line) => lines.push(line),
    // The rate limit's window passes on the app's clock, not in real time.
    sleep: async (ms) => {
      waits.push(ms);
      t.clock.advance(ms);
    },
  });
  return { result, lines, waits };
}

describe('npm run import', () => {
  it('prints the preview of a folder and stores nothing with --dry-run', async () => {
    const { result, lines } = run(dir, true);
    expect(await result).toEqual({ matched: 5, proposed: 0, skipped: 3, stored: 0, failed: [] });
    expect(lines[0]).toMatch(/^File\s+Stato\s+Cliente\s+Categoria\s+Anno\s+Letto$/);
    const line = (start: string) => lines.find((l) => l.startsWith(start)) ?? '';
    expect(line('cedolino_2026_11')).toMatch(
      /abbinato\s+Cliente \d+ \(mario\.import\)\s+Buste paga e lavoro\s+2026\s+RSSMRA85T10A562S$/,
    );
    expect(line('CU_2025')).toMatch(/abbinato\s+.*\(edil\.srl\)\s+Buste paga e lavoro\s+2025\s+06363391001$/);
    expect(line('F24_')).toMatch(
      /ambiguo\s+(mario\.import, edil\.srl|edil\.srl, mario\.import)\s+F24 e tributi/,
    );
    expect(line('scan0001')).toMatch(
      /non abbinato\s+-\s+Altro\s+\d{4}\s+nessun codice nel nome né nella prima pagina$/,
    );
    expect(line('scansione_cedolino')).toMatch(
      /abbinato\s+.*\(mario\.import\)\s+Buste paga e lavoro\s+2026\s+prima pagina: RSSMRA85T10A562S$/,
    );
    expect(line('riservato')).toMatch(
      /non abbinato\s+-\s+Altro\s+\d{4}\s+nessun codice nel nome, prima pagina non leggibile \(PDF protetto da password\)$/,
    );
    expect(lines).toContain('Prova (--dry-run): nessun documento è stato caricato.');
    expect(await t.app.db.$count(documents)).toBe(0);
  });

  it('delivers each matched file to its client, waits out the rate limit, and says which failed and why', async () => {
    const { result, lines, waits } = run(dir, false);
    const done = await result;
    expect(done.stored).toBe(4);
    expect(done.failed).toEqual([
      { name: `fattura_${PIVA}.pdf`, message: expect.stringMatching(/^Tipo di file non supportato/) },
    ]);
    // Preview and five deliveries against four requests a minute: one wait, then on.
    expect(waits.length).toBeGreaterThan(0);
    expect(lines).toContain('Caricati 4 documenti.');
    const stored = await t.app.db.select().from(documents);
    expect(stored.map((d) => [d.userId, d.title, d.category, d.year]).sort()).toEqual(
      [
        [mario.id, 'Cedolino 2026 10', 'buste-paga-lavoro', 2026],
        [mario.id, 'Cedolino 2026 11', 'buste-paga-lavoro', 2026],
        [mario.id, 'Scansione cedolino 2026', 'buste-paga-lavoro', 2026],
        [edil.id, 'CU 2025', 'buste-paga-lavoro', 2025],
      ].sort(),
    );
    // One notice per client for the whole import: each delivery restarts the client's wait.
    const notices = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'document'));
    expect(notices.map((m) => m.to).sort()).toEqual(['edil@example.it', 'mario@example.it']);
    const toMario = notices.find((m) => m.to.startsWith('mario'))!;
    expect(toMario.text).toContain('Cedolino 2026 10');
    expect(toMario.text).toContain('Cedolino 2026 11');
    expect(toMario.text).toContain('Scansione cedolino 2026');
  });

  it('reads a ZIP the same way, a program disguised as a PDF inside it refused by content', async () => {
    const zip = path.join(dir, 'novembre.zip');
    await writeFile(
      zip,
      zipFile(Object.entries(files).map(([name, data]) => ({ name: `novembre/${name}`, data }))),
    );
    expect(await run(zip, true).result).toEqual({
      matched: 5,
      proposed: 0,
      skipped: 3,
      stored: 0,
      failed: [],
    });
    const small = path.join(dir, 'dicembre.zip');
    await writeFile(
      small,
      zipFile([
        { name: `cedolino_2026_12_${CF}.pdf`, data: pdfFile('Dicembre') },
        { name: `fattura_2026_${PIVA}.pdf`, data: exeFile() },
      ]),
    );
    const done = await run(small, false).result;
    expect(done.stored).toBe(1);
    expect(done.failed).toEqual([
      { name: `fattura_2026_${PIVA}.pdf`, message: expect.stringMatching(/^Tipo di file non supportato/) },
    ]);
  });

  it.each([
    ['a name that leaves the folder', [{ name: '../fuori.pdf', data: pdfFile() }], /invalid relative path/],
    ['an absolute name', [{ name: '/etc/cron.d/x.pdf', data: pdfFile() }], /absolute path/],
    [
      'a compression bomb',
      [{ name: 'bomba.pdf', data: Buffer.alloc(9 * 1024 * 1024) }],
      /compresso in modo anomalo/,
    ],
    [
      'an entry over 10 MB',
      [{ name: 'enorme.pdf', data: Buffer.alloc(11 * 1024 * 1024, 7) }],
      /troppo grande/,
    ],
  ])('refuses a ZIP with %s, storing nothing', async (_label, entries, message) => {
    const zip = path.join(dir, 'pericoloso.zip');
    await writeFile(zip, zipFile(entries));
    const before = await t.app.db.$count(documents);
    await expect(run(zip, false).result).rejects.toThrow(message);
    expect(await t.app.db.$count(documents)).toBe(before);
  });
});

describe('npm run import, against hostile files', () => {
  it('stops a first page that inflates past the memory cap, skips a file too large, and reads the rest', async () => {
    const folder = path.join(dir, 'gonfi');
    await mkdir(folder);
    // 1,000 MB of spaces in a 1 MB file (2.2 GB read in this process), stopped by whichever limit comes
    // first on this machine (first-page-reader.test.ts pins the memory cap); a file past the 10 MB limit.
    await writeFile(path.join(folder, 'scansione_gonfia.pdf'), await spacesPdf(1000));
    await writeFile(path.join(folder, `grande_${CF}.pdf`), Buffer.alloc(11 * 1024 * 1024, 0x20));
    await writeFile(
      path.join(folder, 'scansione_dicembre.pdf'),
      pdfLines(['Cedolino paga dicembre 2026', `Codice fiscale ${CF}`]),
    );
    const { result, lines } = run(folder, true);
    expect(await result).toEqual({
      matched: 1,
      proposed: 0,
      skipped: 1,
      stored: 0,
      failed: [{ name: `grande_${CF}.pdf`, message: 'Il file supera la dimensione massima di 10MB' }],
    });
    expect(lines[0]).toBe(`Saltato grande_${CF}.pdf (11 MB): Il file supera la dimensione massima di 10MB.`);
    expect(lines.find((l) => l.startsWith('scansione_gonfia'))).toMatch(
      new RegExp(
        `non abbinato\\s+-\\s+Altro\\s+\\d{4}\\s+nessun codice nel nome, prima pagina non leggibile: lettura fermata (oltre ${PAGE_READ_MEMORY_MB} MB di memoria|dopo 20 secondi)$`,
      ),
    );
    expect(lines.find((l) => l.startsWith('scansione_dicembre'))).toMatch(
      /abbinato\s+.*\(mario\.import\)\s+Altro\s+2026\s+prima pagina: RSSMRA85T10A562S$/,
    );
    expect(lines.some((l) => l.startsWith('grande_'))).toBe(false);
  });

  it("prints a ZIP entry's escape sequences and bidi characters escaped, never as they are", async () => {
    // The review's name (UTF-8 flag set): clear the screen, retitle the window, ring, a fake row, reversed text.
    const name = `\x1b[2J\x1b]0;owned\x07\x1b[31mFAKE OUTPUT abbinato\x1b[0m \u202e${CF} cu.pdf`;
    const zip = path.join(dir, 'ansi.zip');
    await writeFile(zip, zipFile([{ name, data: pdfFile('CU') }]));
    const { result, lines } = run(zip, true);
    expect((await result).matched).toBe(1);
    // The summary's own line break aside, nothing that acts instead of showing.
    expect(lines.join('').replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(lines.find((l) => l.startsWith('\\x1b[2J'))).toMatch(
      /^\\x1b\[2J\\x1b\]0;owned\\x07\\x1b\[31mFAKE OUTPUT abbinato\\x1b\[0m \\u202eRSSMRA85T10A562S cu\.pdf\s+abbinato\s+Cliente \d+ \(mario\.import\)/,
    );
  });
});
