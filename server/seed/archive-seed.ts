import { Readable } from 'node:stream';
import { monthName } from '@common/format';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, users } from '../db/schema';
import type { DocumentStore } from '../documents/storage/document-store';
import { hashPassword } from '../users/passwords';
import { simplePdf } from './simple-pdf';

export interface ArchiveSize {
  clients: number;
  years: number;
  /** The firm's documents per client, spread over the years. */
  documentsPerClient: number;
  /** Files each client sent the firm. */
  uploadsPerClient: number;
  /** The firm's requests for documents to each client, spread over the years: the newest still open. */
  requestsPerClient: number;
  contactMessages: number;
  auditEvents: number;
  /** Documents given a real file, so that downloads work; the others point at none. */
  realFiles: number;
}

export const SEEDED_CLIENT_PASSWORD = 'Archivio-di-prova-2026';

export class SeedRefused extends Error {}

const FIRST = [
  'Mario',
  'Giulia',
  'Luca',
  'Francesca',
  'Marco',
  'Chiara',
  'Andrea',
  'Sara',
  'Paolo',
  'Elena',
  'Niccolò',
  'Lucía',
];
const LAST = [
  'Rossi',
  'Bianchi',
  'Colombo',
  'Ferrari',
  'Esposito',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
];

/** What a firm keeps for a client, by kind: the title's start and the category it files under. */
const KINDS = [
  ['F24', 'f24-tributi'],
  ['Cedolino', 'buste-paga-lavoro'],
  ['Certificazione Unica', 'buste-paga-lavoro'],
  ['Modello 730', 'dichiarazioni-bilanci'],
  ['Liquidazione IVA', 'f24-tributi'],
  ['Fattura', 'fatture'],
  ['Bilancio d’esercizio', 'dichiarazioni-bilanci'],
  ['Spese mediche e detrazioni', 'spese-detrazioni'],
  ['Contratto di locazione', 'contratti-immobili'],
  ['Perché conservare le ricevute: promemoria attività', 'altro'],
] as const;

const MONTHS = Array.from({ length: 12 }, (_, month) => monthName(month));

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Fills an empty database with a firm's ten-year archive in a few statements
 * (`generate_series`, so it takes seconds on either engine): clients, the
 * firm's documents (the F24s with a payment), what clients sent, the firm's
 * requests, contact messages and security events, dated across the years.
 * Refuses a database that already has clients: it is for measuring, never for
 * a firm's real data.
 */
export async function seedArchive(
  database: Database,
  store: DocumentStore,
  size: ArchiveSize,
  now = new Date(),
) {
  const { db } = database;
  const [existing] = await db.select({ n: count() }).from(users).where(eq(users.role, 'client'));
  if ((existing?.n ?? 0) > 0) {
    throw new SeedRefused('This database already has clients: seed:archive only fills an empty one.');
  }
  const passwordHash = await hashPassword(SEEDED_CLIENT_PASSWORD);
  const at = sql`${now.toISOString()}::timestamptz`;
  const firstYear = now.getUTCFullYear() - size.years + 1;
  const kinds = KINDS.length;

  await db.execute(sql`
    insert into users (username, password_hash, full_name, email, role, created_at)
    select 'cliente' || lpad(i::text, 5, '0'), ${passwordHash},
           (${textArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (i * 7) % ${LAST.length}],
           'cliente' || lpad(i::text, 5, '0') || '@example.it', 'client',
           ${at} - make_interval(days => (i * 37) % (${size.years} * 365))
    from generate_series(1, ${size.clients}) as i`);

  // Spread over the years, one document a day or so, newest first by id as by date. Every F24 is a
  // payment due on the 16th of its month: paid when it is more than a month past, but one in seven (no
  // one marked it).
  const due = sql`make_date(${firstYear} + g % ${size.years}, 1 + g % 12, 16)`;
  await db.execute(sql`
    insert into documents (user_id, title, category, year, filename, filetype, storage_key, size, sha256,
                           uploaded_at, first_downloaded_at, amount_cents, due_date, paid_at)
    select u.id,
           (${textArray(KINDS.map((k) => k[0]))})[1 + g % ${kinds}] || ' '
             || (${textArray(MONTHS)})[1 + g % 12] || ' ' || (${firstYear} + g % ${size.years}),
           (${textArray(KINDS.map((k) => k[1]))})[1 + g % ${kinds}],
           ${firstYear} + g % ${size.years},
           lower(replace((${textArray(KINDS.map((k) => k[0]))})[1 + g % ${kinds}], ' ', '-')) || '-' || g || '.pdf',
           'application/pdf', gen_random_uuid()::text, 20000 + (g * 7919) % 400000,
           md5(u.id || '-' || g) || md5(g || '-' || u.id),
           make_timestamptz(${firstYear} + g % ${size.years}, 1 + g % 12, 1 + g % 28, 9 + g % 9, g % 60, 0, 'Europe/Rome'),
           case when g % 20 = 0 then null
                else make_timestamptz(${firstYear} + g % ${size.years}, 1 + g % 12, 1 + g % 28, 20, 0, 0, 'Europe/Rome') end,
           case when g % ${kinds} = 0 then 5000 + (g * 7919) % 300000 end,
           case when g % ${kinds} = 0 then ${due} end,
           case when g % ${kinds} = 0 and (u.id + g / ${kinds}) % 7 <> 0 and ${due} < ${at}::date - 30
                then ${due}::timestamp + interval '9 hours' end
    from users u cross join generate_series(1, ${size.documentsPerClient}) as g
    where u.role = 'client'`);

  // Most of what clients sent long ago is archived; the last weeks are new or seen.
  await db.execute(sql`
    insert into client_uploads (user_id, title, category, year, filename, filetype, storage_key, size, sha256,
                                uploaded_at, seen_at, archived_at)
    select u.id,
           (${textArray(KINDS.map((k) => k[0]))})[1 + (g * 3) % ${kinds}] || ' inviato ' || g,
           (${textArray(KINDS.map((k) => k[1]))})[1 + (g * 3) % ${kinds}],
           ${firstYear} + g % ${size.years},
           'scansione-' || g || '.jpg', 'image/jpeg', gen_random_uuid()::text, 50000 + (g * 104729) % 900000,
           md5('c' || u.id || '-' || g) || md5('c' || g || '-' || u.id),
           ${at} - make_interval(days => g * 17 % (${size.years} * 365), mins => u.id % 1440),
           case when g % 50 = 1 then null else ${at} - make_interval(days => g * 17 % (${size.years} * 365)) end,
           case when g % 50 in (1, 2) then null else ${at} - make_interval(days => g * 17 % (${size.years} * 365)) end
    from users u cross join generate_series(1, ${size.uploadsPerClient}) as g
    where u.role = 'client'`);

  // Two a year or so; all but the newest answered and accepted. In the newest the client has sent two
  // files the firm has not reviewed yet and has no copy of a third.
  const perClient = size.requestsPerClient;
  const span = sql`make_interval(days => (${perClient} - r) * ${size.years} * 365 / greatest(${perClient}, 1))`;
  await db.execute(sql`
    insert into document_requests (user_id, title, due_date, created_at, completed_at)
    select u.id,
           (array['Documenti per il 730', 'Documenti per il bilancio'])[1 + r % 2] || ' n. ' || r,
           (${at} - ${span})::date + 30,
           ${at} - ${span},
           case when r < ${size.requestsPerClient} then ${at} - ${span} + interval '20 days' end
    from users u cross join generate_series(1, ${size.requestsPerClient}) as r
    where u.role = 'client'`);
  await db.execute(sql`
    insert into request_items (request_id, position, name, category, state, answered_at, reviewed_at)
    select r.id, p, (array['Certificazione Unica', 'Spese mediche', 'Interessi del mutuo', 'Contratto di affitto',
                           'Spese scolastiche', 'Ricevute delle bollette', 'Estratto conto', 'Fatture'])[1 + p],
           'altro',
           case when r.completed_at is not null then 'accepted' when p < 2 then 'sent'
                when p = 2 then 'unavailable' else 'pending' end,
           case when r.completed_at is not null then r.completed_at
                when p < 3 then r.created_at + interval '2 days' end,
           r.completed_at
    from document_requests r cross join generate_series(0, 7) as p`);

  await db.execute(sql`
    insert into contact_messages (name, email, subject, message, privacy_accepted, created_at, read_at, spam_reason)
    select (${textArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (i * 3) % ${LAST.length}],
           'visitatore' || i || '@example.it', 'Richiesta di consulenza n. ' || i,
           'Buongiorno, vorrei un appuntamento per la dichiarazione dei redditi. Grazie.', true,
           ${at} - make_interval(hours => (i * 7) % (24 * 700)),
           case when i % 10 = 0 then null else ${at} end,
           case when i % 40 = 0 and (i * 7) % (24 * 700) < 24 * 29 then 'too-fast' end
    from generate_series(1, ${size.contactMessages}) as i`);

  await db.execute(sql`
    insert into audit_events (at, event, user_id, username, ip, user_agent)
    select ${at} - make_interval(mins => (i * 13) % (60 * 24 * 700)), 'login.success', u.id, u.username,
           '198.51.100.' || (i % 250), 'Mozilla/5.0'
    from generate_series(1, ${size.auditEvents}) as i
    join users u on u.id = 1 + i % ${size.clients + 1}`);

  const realFiles = await giveRealFiles(database, store, size.realFiles);
  // A firm's real archive has been vacuumed many times over by autovacuum: without the visibility
  // map a count by owner reads every row's page instead of the index alone (175 ms against 5 ms
  // for the users' first page at 1,000 clients), and the bench would measure a fresh load.
  await db.execute(sql`vacuum analyze`);
  return { realFiles };
}

/** The newest document of the first clients gets a small real PDF each, so downloads can be tried. */
async function giveRealFiles(database: Database, store: DocumentStore, howMany: number): Promise<number> {
  const { db } = database;
  const picked = await db
    .selectDistinctOn([documents.userId], { id: documents.id, title: documents.title })
    .from(documents)
    .orderBy(documents.userId, sql`${documents.uploadedAt} desc`)
    .limit(howMany);
  for (const row of picked) {
    const bytes = simplePdf(row.title);
    const pending = await store.write(Readable.from([bytes]), { maxBytes: bytes.length });
    await db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({ storageKey: pending.key, size: pending.size, sha256: pending.sha256 })
        .where(eq(documents.id, row.id));
      await pending.commit();
    });
  }
  return picked.length;
}
