import { firmProfile } from '@common/firm-profile';
import type { UserRow } from '../db/schema';
import { html, htmlText } from '../mail/html';
import type { OutboxMail } from '../mail/outbox';

export interface NewBrowserSignIn {
  at: Date;
  /** 'Chrome 131 su Windows 10' */
  device: string;
  /** '192.168.1.x' */
  address: string;
}

// The firm and its clients are in Italy: the server's own zone (often UTC) would mislead.
const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * "Someone signed in from a browser we had not seen." It carries no link at
 * all: an e-mail that says "your account is at risk, click here" is exactly
 * what a phishing attempt looks like, and the firm's own must never teach
 * clients to follow one. It says where to go and whom to call instead.
 */
export function newBrowserMail(
  user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'username'>,
  signIn: NewBrowserSignIn,
): OutboxMail {
  const when = `${romeTime.format(signIn.at)} (ora italiana)`;
  const facts = [
    ['Quando', when],
    ['Browser e sistema', signIn.device],
    ['Indirizzo approssimativo', signIn.address],
  ] as const;
  const intro = `è stato effettuato un accesso al suo account dell'area clienti (username: ${user.username}) da un browser o dispositivo che non aveva mai usato prima:`;
  const fine = 'Se è stato lei, non deve fare nulla.';
  const notYou =
    "Se non è stato lei, qualcuno potrebbe conoscere la sua password: apra il sito dello studio scrivendone l'indirizzo nel browser (non da link ricevuti per e-mail), " +
    'cambi subito la password dal suo profilo (le altre sessioni aperte verranno chiuse) e contatti lo studio';
  const contact = `al ${firmProfile.phone.display} o all'indirizzo ${firmProfile.email}.`;
  const safety =
    'Per la sua sicurezza questo messaggio non contiene link: lo studio non le chiederà mai la password, né per e-mail né al telefono.';

  const text = [
    `Gentile ${user.fullName},`,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `- ${label}: ${value}`),
    '',
    fine,
    '',
    `${notYou} ${contact}`,
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
<p>${fine}</p>
<p>${notYou} ${contact}</p>
<p>${safety}</p>
<p>Cordiali saluti,<br>${firmProfile.legalName}</p>`;

  return {
    kind: 'new-browser',
    to: user.email,
    subject: `${firmProfile.brandName}: nuovo accesso al tuo account`,
    text,
    html: htmlText(body),
    recipientUserId: user.id,
  };
}
