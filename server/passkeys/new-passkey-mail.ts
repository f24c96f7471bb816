import { firmProfile } from '@common/firm-profile';
import type { UserRow } from '../db/schema';
import { html, htmlText } from '../mail/html';
import type { OutboxMail } from '../mail/outbox';

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * 'Nuova passkey aggiunta': a passkey signs in without the password, so the
 * account's owner hears of every new one and how to remove it. Like the
 * new-browser notice it carries no link: it says where to go instead.
 */
export function newPasskeyMail(
  user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'username'>,
  passkey: { name: string; at: Date; device: string },
): OutboxMail {
  const facts = [
    ['Nome della passkey', passkey.name],
    ['Quando', `${romeTime.format(passkey.at)} (ora italiana)`],
    ['Browser e sistema', passkey.device],
  ] as const;
  const intro = `al suo account dell'area clienti (username: ${user.username}) è stata aggiunta una passkey: da ora chi la possiede può accedere senza password.`;
  const fine = 'Se è stato lei, non deve fare nulla.';
  const remove =
    "Per rimuoverla apra il sito dello studio scrivendone l'indirizzo nel browser, acceda e vada in Profilo, sezione «Passkey», pulsante «Rimuovi».";
  const notYou = `Se non è stato lei, rimuova la passkey, cambi la password e contatti subito lo studio al ${firmProfile.phone.display} o all'indirizzo ${firmProfile.email}: lo studio può rimuovere le passkey del suo account anche se lei non riesce ad accedere.`;
  const safety = 'Per la sua sicurezza questo messaggio non contiene link.';

  const text = [
    `Gentile ${user.fullName},`,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `- ${label}: ${value}`),
    '',
    fine,
    remove,
    '',
    notYou,
    '',
    safety,
    '',
    'Cordiali saluti,',
    firmProfile.legalName,
    '',
  ].join('\n');
  const body = html`<p>Gentile ${user.fullName},</p>
<p>${intro}</p>
<ul>
${facts.map(([label, value]) => html`<li>${label}: <strong>${value}</strong></li>`)}
</ul>
<p>${fine} ${remove}</p>
<p>${notYou}</p>
<p>${safety}</p>
<p>Cordiali saluti,<br>${firmProfile.legalName}</p>`;

  return {
    kind: 'new-passkey',
    to: user.email,
    subject: `${firmProfile.brandName}: nuova passkey aggiunta al tuo account`,
    text,
    html: htmlText(body),
    recipientUserId: user.id,
  };
}
