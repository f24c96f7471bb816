import type { Db } from '../../server/db/client';
import { contactMessages, mailOutbox } from '../../server/db/schema';

/** Contact messages in the admin inbox when the browser tests start; one per test that changes state. */
export const e2eContactMessages = {
  /** Opened (and so marked read) by the reading test. */
  toRead: {
    name: 'Lucia Ferri',
    email: 'lucia.ferri@example.it',
    subject: 'Appuntamento per il modello 730',
    message: 'Buongiorno,\nvorrei fissare un appuntamento per il modello 730.\nGrazie, Lucia',
    createdAt: '2026-05-20T08:30:00Z',
    delivery: 'sent',
  },
  /** Deleted by the deleting test. */
  toDelete: {
    name: 'Paolo Conti',
    email: 'paolo.conti@example.it',
    subject: 'Preventivo per la contabilità',
    message: 'Salve, avrei bisogno di un preventivo per la tenuta della contabilità.',
    createdAt: '2026-05-18T14:10:00Z',
    delivery: 'failed',
  },
  /** Only opened by the accessibility check; never changed. */
  untouched: {
    name: 'Sara Moretti',
    email: 'sara.moretti@example.it',
    subject: 'Informazioni sul regime forfettario',
    message: 'Vorrei sapere se posso accedere al regime forfettario dal prossimo anno.',
    createdAt: '2026-05-15T10:00:00Z',
    delivery: 'off',
  },
} as const;

/**
 * Messages the contact form judged automated, in the 'Spam' view when the tests start. Their
 * times are relative to the seeding: spam older than 30 days is deleted when the server starts.
 */
export const e2eSpamMessages = {
  /** Restored from its row by the restoring test. */
  toRestore: {
    name: 'Elena Galli',
    email: 'elena.galli@example.it',
    subject: 'Richiesta dal telefono',
    message: 'Buongiorno, vi scrivo dal telefono per un appuntamento sulla contabilità.',
    spamReason: 'too-fast',
    hoursAgo: 2,
  },
  /** Restored from the opened message, on a phone. */
  toRestoreFromDialog: {
    name: 'Marco Neri',
    email: 'marco.neri@example.it',
    subject: 'Domanda sul 730 precompilato',
    message: 'Salve, il mio browser forse ha fatto le bizze: vorrei sapere quando presentare il 730.',
    spamReason: 'no-fill-time',
    hoursAgo: 5,
  },
  /** Only looked at; never changed. */
  untouched: {
    name: 'Promo Web',
    email: 'promo@example.com',
    subject: 'Posizionamento garantito sui motori di ricerca',
    message: 'Offerta imperdibile: primi su tutti i motori di ricerca in una settimana.',
    spamReason: 'honeypot',
    hoursAgo: 30,
  },
} as const;

export async function seedContactMessages(db: Db): Promise<void> {
  const seededAt = Date.now();
  for (const { hoursAgo, ...fields } of Object.values(e2eSpamMessages)) {
    await db
      .insert(contactMessages)
      .values({ ...fields, privacyAccepted: true, createdAt: new Date(seededAt - hoursAgo * 3_600_000) });
  }
  for (const { delivery, createdAt, ...fields } of Object.values(e2eContactMessages)) {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...fields, privacyAccepted: true, createdAt: new Date(createdAt) })
      .returning({ id: contactMessages.id });
    if (delivery === 'off') continue;
    await db.insert(mailOutbox).values({
      kind: 'contact',
      to: 'studio@studio.example',
      replyTo: fields.email,
      subject: `[Sito web] ${fields.subject}`,
      text: fields.message,
      status: delivery,
      attempts: 1,
      sentAt: delivery === 'sent' ? new Date(createdAt) : null,
      contactMessageId: row!.id,
      createdAt: new Date(createdAt),
    });
  }
}
