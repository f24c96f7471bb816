import { firmProfile } from '@common/firm-profile';
import type { UserRow } from '../db/schema';
import { htmlText } from '../mail/html';
import { fact, italianTime, noticeLetter } from '../mail/notice-letter';
import type { OutboxMail } from '../mail/outbox';

export interface NewBrowserSignIn {
  at: Date;
  /** 'Chrome 131 su Windows 10' */
  device: string;
  /** '192.168.1.x' */
  address: string;
}

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
  const intro = `è stato effettuato un accesso al suo account dell'area clienti (username: ${user.username}) da un browser o dispositivo che non aveva mai usato prima:`;
  const notYou =
    "Se non è stato lei, qualcuno potrebbe conoscere la sua password: apra il sito dello studio scrivendone l'indirizzo nel browser (non da link ricevuti per e-mail), " +
    'cambi subito la password dal suo profilo (le altre sessioni aperte verranno chiuse) e contatti lo studio';
  const contact = `al ${firmProfile.phone.display} o all'indirizzo ${firmProfile.email}.`;
  const letter = noticeLetter({
    name: user.fullName,
    intro,
    list: [
      fact('Quando', italianTime(signIn.at)),
      fact('Browser e sistema', signIn.device),
      fact('Indirizzo approssimativo', signIn.address),
    ],
    paragraphs: [
      'Se è stato lei, non deve fare nulla.',
      `${notYou} ${contact}`,
      'Per la sua sicurezza questo messaggio non contiene link: lo studio non le chiederà mai la password, né per e-mail né al telefono.',
    ],
  });

  return {
    kind: 'new-browser',
    to: user.email,
    subject: `${firmProfile.brandName}: nuovo accesso al tuo account`,
    text: letter.text,
    html: htmlText(letter.html),
    recipientUserId: user.id,
  };
}
