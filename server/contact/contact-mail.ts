import { type OutboxMail, singleLine } from '../mail/outbox';

/** The firm filters its mailbox on this. */
export const CONTACT_SUBJECT_PREFIX = '[Sito web] ';

// The firm reads the time in Italy, whatever the server's zone.
const receivedAt = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/**
 * The e-mail telling the firm about a message: plain text only (nothing the
 * visitor typed is ever interpreted as HTML), Reply-To the visitor.
 */
export function contactNotification(msg: StoredContactMessage, firmAddress: string): OutboxMail {
  const text = [
    'Nuovo messaggio dal modulo contatti del sito.',
    '',
    `Nome: ${singleLine(msg.name)}`,
    `Email: ${msg.email}`,
    `Oggetto: ${singleLine(msg.subject)}`,
    `Ricevuto il: ${receivedAt.format(msg.createdAt)}`,
    '',
    'Messaggio:',
    msg.message,
    '',
    '-- ',
    `Rispondendo a questa e-mail si scrive a ${msg.email}.`,
    'Il messaggio è conservato anche nel pannello di amministrazione, scheda Messaggi.',
    '',
  ].join('\n');
  return {
    kind: 'contact',
    to: firmAddress,
    replyTo: msg.email,
    subject: CONTACT_SUBJECT_PREFIX + singleLine(msg.subject),
    text,
    contactMessageId: msg.id,
  };
}
