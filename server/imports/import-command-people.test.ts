import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLines } from '../../test/support/pdf-page';
import { personCodes } from '../../test/support/tax-codes';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createUser } from '../../test/support/users';
import { newTokenSecret } from '../api-tokens/token-store';
import { apiTokens, documents, users } from '../db/schema';
import { type ImportOptions, importCommand } from './import-command';

let t: TestApp;
let origin: string;
let token: string;
let dir: string;
let mario: { id: number };
const MARIO_CF = 'RSSMRA85T10A562S';
const LUIGI_CF = 'VRDLGU80A01H501Q';
const ACME_PIVA = '12345678903';
/** An employer who is no client of the firm (codice fiscale and partita IVA alike). */
const STRANGER = '01114601006';

/** Three first pages naming several people, as the review found them delivered to one. */
function pages(): Record<string, Buffer> {
  const employees = personCodes(19);
  employees.splice(7, 0, MARIO_CF);
  const register = personCodes(22, 'C');
  register.splice(1, 0, MARIO_CF);
  register.splice(21, 0, LUIGI_CF);
  return {
    'riepilogo_paghe_novembre.pdf': pdfLines(
      [
        `ACME S.r.l. - Partita IVA ${ACME_PIVA} - Riepilogo paghe novembre 2026`,
        ...employees.map((cf, n) => `${n + 1}. Dipendente ${cf} netto 1.850,00`),
      ],
      8,
    ),
    'registro_presenze_novembre.pdf': pdfLines(
      register.map((cf, n) => `${n + 1}. ${cf} presente`),
      8,
    ),
    'scansione_cedolino_dicembre.pdf': pdfLines([
      `Azienda: Nuova Idea S.r.l. - Codice fiscale ${STRANGER} - Partita IVA IT${STRANGER}`,
      `Dipendente: Rossi Mario - Codice fiscale ${MARIO_CF}`,
    ]),
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: '4' } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await createUser(t.app, { username: 'mario' });
  const luigi = await createUser(t.app, { username: 'luigi' });
  const acme = await createUser(t.app, { username: 'acme.srl' });
  await t.app.db.update(users).set({ codiceFiscale: MARIO_CF }).where(eq(users.id, mario.id));
  await t.app.db.update(users).set({ codiceFiscale: LUIGI_CF }).where(eq(users.id, luigi.id));
  await t.app.db.update(users).set({ partitaIva: ACME_PIVA }).where(eq(users.id, acme.id));
  // Straight in the table: how a token is made is the tokens' own tests' business.
  const secret = newTokenSecret();
  token = secret.token;
  await t.app.db.insert(apiTokens).values({
    name: 'Importazione',
    tokenHash: secret.tokenHash,
    scopes: ['documents:write'],
    expiresAt: new Date(t.app.now().getTime() + 30 * 86_400_000),
  });
  dir = await mkdtemp(path.join(tmpdir(), 'studio-import-people-'));
  for (const [name, data] of Object.entries(pages())) await writeFile(path.join(dir, name), data);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

async function run(more: Partial<Pick<ImportOptions, 'confirmProposed' | 'ask' | 'dryRun'>> = {}) {
  const lines: string[] = [];
  const result = await importCommand({
    source: dir,
    siteUrl: origin,
    token,
    dryRun: false,
    confirmProposed: false,
    ...more,
    print: (line) => lines.push(line),
    sleep: async (ms) => t.clock.advance(ms),
  });
  const line = (start: string) => lines.find((l) => l.startsWith(start)) ?? '';
  return { result, lines, line };
}

/** The titles delivered to Mario so far. */
const marioHas = async () =>
  (await t.app.db.select().from(documents).where(eq(documents.userId, mario.id))).map((d) => d.title);

describe('npm run import, files naming several people', () => {
  it('delivers neither the payroll summary nor the register to the one client among them, nor the payslip without a yes', async () => {
    const { result, lines, line } = await run();
    expect(result).toEqual({ matched: 0, proposed: 1, skipped: 3, stored: 0, failed: [] });
    expect(line('riepilogo_paghe_novembre.pdf')).toMatch(
      /ambiguo\s+(acme\.srl, mario|mario, acme\.srl)\s+.*prima pagina: 12345678903 .*\(la prima pagina nomina altre 19 persone\)$/,
    );
    expect(line('registro_presenze_novembre.pdf')).toMatch(/ambiguo\s+(luigi, mario|mario, luigi)\s/);
    expect(line('scansione_cedolino_dicembre.pdf')).toMatch(
      /da confermare\s+Cliente \d+ \(mario\)\s+.*prima pagina: 01114601006 RSSMRA85T10A562S \(la prima pagina nomina un'altra persona\)$/,
    );
    expect(lines).toContain(
      '\n0 abbinati, 1 da confermare (un cliente e altre persone), 2 da sistemare nel pannello (ambigui o non abbinati).',
    );
    expect(lines).toContain(
      'Il file da confermare resta per il pannello (Importa documenti); con --conferma va al cliente proposto.',
    );
    expect(await marioHas()).toEqual([]);
  });

  it('asks at the prompt when there is someone to answer: a no keeps the payslip, a yes delivers it, never the ambiguous', async () => {
    const questions: string[] = [];
    const no = await run({
      ask: async (q) => {
        questions.push(q);
        return false;
      },
    });
    expect(no.result.stored).toBe(0);
    expect(questions).toEqual([
      'Caricare anche il file da confermare al cliente proposto? Nomina altre persone (colonna Letto). [s/N] ',
    ]);
    expect(await marioHas()).toEqual([]);

    const yes = await run({ ask: async () => true });
    expect(yes.result).toMatchObject({ proposed: 1, skipped: 2, stored: 1, failed: [] });
    expect(await marioHas()).toEqual(['Scansione cedolino dicembre']);

    // Nothing is asked in a dry run: nothing would be stored.
    const dry = await run({ dryRun: true, ask: async () => expect.fail('asked in a dry run') });
    expect(dry.result.stored).toBe(0);
  });

  it('delivers the payslip to confirm with --conferma, and still never the ambiguous ones', async () => {
    const { result, lines } = await run({
      confirmProposed: true,
      ask: async () => expect.fail('asked despite --conferma'),
    });
    expect(result).toEqual({ matched: 0, proposed: 1, skipped: 2, stored: 1, failed: [] });
    expect(lines).toContain('--conferma: anche il file da confermare va al cliente proposto.');
    expect(await marioHas()).toEqual(['Scansione cedolino dicembre', 'Scansione cedolino dicembre']);
    expect(await t.app.db.$count(documents)).toBe(2);
  });
});
