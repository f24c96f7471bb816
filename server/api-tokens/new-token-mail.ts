import { lastDayOf } from '@common/api-tokens';
import { formatCalendarDate } from '@common/calendar-date';
import { type ApiTokenScope, apiTokenScopes } from '@common/schemas/api-tokens';
import { eq } from 'drizzle-orm';
import { FIRM_NOTICE_SUBJECT_PREFIX } from '../client-uploads/firm-notice-mail';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { html, htmlText } from '../mail/html';
import { italianTime } from '../mail/notice-letter';
import { enqueueMail, type OutboxMail, singleLine } from '../mail/outbox';

export interface NewTokenFacts {
  creator: { fullName: string; username: string };
  name: string;
  scopes: readonly ApiTokenScope[];
  expiresAt: Date;
  at: Date;
  /** 'Chrome 131 su Windows 10' */
  device: string;
  /** '192.168.1.x' */
  address: string;
}

/**
 * 'Nuovo token di accesso', to every administrator and the firm's inbox: a token reads or delivers
 * every client's documents without a sign-in, so the firm hears of each one as of a new passkey. Never
 * the token itself, and no link: it says where to go instead.
 */
export function newTokenMail(facts: NewTokenFacts): Omit<OutboxMail, 'to' | 'recipientUserId'> {
  const who = `${singleLine(facts.creator.fullName).trim()} (${singleLine(facts.creator.username).trim()})`;
  const name = singleLine(facts.name).trim();
  const intro = `${who} ha creato un token di accesso all'API dell'area clienti: con il token un programma consegna o elenca i documenti dei clienti senza accedere al pannello.`;
  const list: [string, string][] = [
    ['Nome del token', name],
    ['Permessi', facts.scopes.map((s) => `${apiTokenScopes[s]} (${s})`).join(', ')],
    ['Valido fino al', `${formatCalendarDate(lastDayOf(facts.expiresAt))} compreso`],
    ['Creato', italianTime(facts.at)],
    ['Browser e sistema', facts.device],
    ['Indirizzo approssimativo', facts.address],
  ];
  const fine =
    'Se il token è stato creato da lei o da un collega per il gestionale dello studio, non serve fare nulla.';
  const notYou =
    "Se nessuno dello studio l'ha creato, qualcuno potrebbe usare la sessione di un amministratore: apra il pannello scrivendo l'indirizzo del sito nel browser (non da link ricevuti per e-mail), scheda «Token di accesso», e revochi il token; poi chi risulta averlo creato cambi la password (così i token che ha creato vengono revocati) e termini le altre sessioni.";
  const secret =
    'Il token non è riportato in questa e-mail: si vede una sola volta, a chi lo crea. Per sicurezza il messaggio non contiene link.';

  const text = [
    intro,
    '',
    ...list.map(([label, value]) => `- ${label}: ${value}`),
    '',
    fine,
    '',
    notYou,
    '',
    secret,
    '',
  ].join('\n');
  const body = html`<p>${intro}</p>
<ul>
${list.map(([label, value]) => html`<li>${label}: <strong>${value}</strong></li>`)}
</ul>
<p>${fine}</p>
<p>${notYou}</p>
<p>${secret}</p>`;

  return {
    kind: 'api-token-created',
    subject: `${FIRM_NOTICE_SUBJECT_PREFIX}nuovo token di accesso «${name}» creato da ${who}`,
    text,
    html: htmlText(body),
  };
}

/**
 * Queues the notice for every administrator and for MAIL_TO (when set), once per address, inside the
 * transaction that stores the token: the token is there with its notice, or neither.
 */
export async function queueNewTokenMail(
  tx: Db,
  facts: NewTokenFacts,
  firmAddress: string | undefined,
): Promise<number> {
  const admins = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'));
  const recipients = [
    ...admins.map((a) => ({ to: a.email, recipientUserId: a.id })),
    ...(firmAddress ? [{ to: firmAddress, recipientUserId: null }] : []),
  ];
  const mail = newTokenMail(facts);
  const sent = new Set<string>();
  for (const recipient of recipients) {
    const address = recipient.to.trim().toLowerCase();
    if (!address || sent.has(address)) continue;
    sent.add(address);
    await enqueueMail(tx, { ...mail, ...recipient }, facts.at);
  }
  return sent.size;
}
