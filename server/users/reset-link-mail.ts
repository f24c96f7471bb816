import { firmProfile } from '../../common/firm-profile';
import type { UserRow } from '../db/schema';
import type { OutboxMail } from '../mail/outbox';
import { RESET_LINK_LIFETIME_MS } from './password-reset';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const html = `<p>Gentile ${escapeHtml(user.fullName)},</p>
<p>${escapeHtml(firmProfile.legalName)} ha richiesto l'impostazione di una nuova password per il suo accesso all'area clienti (username: <strong>${escapeHtml(user.username)}</strong>).</p>
<p><a href="${escapeHtml(link)}">Scegli la nuova password</a> (il link vale ${hours} ore e si può usare una sola volta).</p>
<p>Se non si aspettava questo messaggio, contatti lo studio.</p>
<p>${escapeHtml(firmProfile.legalName)}</p>`;
  return {
    kind: 'password-reset',
    to: user.email,
    subject: `${firmProfile.brandName}: imposta la tua nuova password`,
    text,
    html,
  };
}
