import { firmProfile } from '@common/firm-profile';
import type { UserRow } from '../db/schema';
import { html, htmlText } from '../mail/html';
import type { OutboxMail } from '../mail/outbox';
import { RESET_LINK_LIFETIME_MS } from './password-reset';

/** The e-mail with the single-use link; plain text plus an HTML part built from escaped data. */
export function resetLinkMail(
  user: Pick<UserRow, 'email' | 'fullName' | 'username'>,
  link: string,
): OutboxMail {
  const hours = RESET_LINK_LIFETIME_MS / 3_600_000;
  const text = [
    `Gentile ${user.fullName},`,
    '',
    `${firmProfile.legalName} ha richiesto l'impostazione di una nuova password per il suo accesso all'area clienti (username: ${user.username}).`,
    '',
    `Per sceglierla apra questo link entro ${hours} ore. Il link si può usare una sola volta:`,
    link,
    '',
    'Se non si aspettava questo messaggio, contatti lo studio.',
    '',
    firmProfile.legalName,
  ].join('\n');
  const body = html`<p>Gentile ${user.fullName},</p>
<p>${firmProfile.legalName} ha richiesto l'impostazione di una nuova password per il suo accesso all'area clienti (username: <strong>${user.username}</strong>).</p>
<p><a href="${link}">Scegli la nuova password</a> (il link vale ${hours} ore e si può usare una sola volta).</p>
<p>Se non si aspettava questo messaggio, contatti lo studio.</p>
<p>${firmProfile.legalName}</p>`;
  return {
    kind: 'password-reset',
    to: user.email,
    subject: `${firmProfile.brandName}: imposta la tua nuova password`,
    text,
    html: htmlText(body),
  };
}
