import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * A firm of a few thousand accounts for the paging specs. Every username
 * starts with the prefix, and they were created years before every other
 * account: the newest-first lists other specs look at still open on theirs.
 */
export const SCALE_USER_PREFIX = 'scala-utente-';
export const SCALE_USERS = 3000;

/**
 * Contact messages of the inbox, all read (the unread badge other specs look at
 * stays as it was), none spam, older than the inbox fixtures but within the 24
 * months retention keeps. Every fifth hundred is from 'Niccolò Scalà', for the accents.
 */
export const SCALE_MESSAGE_SUBJECT = 'Archivio scala';
export const SCALE_MESSAGES = 2500;

export async function seedPeopleScale(db: Db) {
  await db.execute(sql`
    insert into contact_messages (name, email, subject, message, privacy_accepted, created_at, read_at)
    select case when i % 500 = 0 then 'Niccolò Scalà' else 'Mittente Scala' end, 'scala' || i || '@esempio.it',
           ${SCALE_MESSAGE_SUBJECT} || ' ' || lpad(i::text, 4, '0'), 'Testo di prova', true,
           now() - interval '300 days' + i * interval '1 minute', now()
    from generate_series(0, ${SCALE_MESSAGES - 1}) as i`);
  await db.execute(sql`
    insert into users (username, password_hash, full_name, email, role, created_at)
    select ${SCALE_USER_PREFIX} || lpad(i::text, 4, '0'), 'non-una-password',
           'Cliente Archivio ' || lpad(i::text, 4, '0'), 'archivio' || i || '@esempio.it', 'client',
           '2019-01-01T08:00:00Z'::timestamptz + i * interval '1 minute'
    from generate_series(0, ${SCALE_USERS - 1}) as i`);
}
