import { firmProfile } from '@common/firm-profile';
import type { UserRow } from '../db/schema';
import { html, htmlText } from '../mail/html';
import { fact, italianTime, noticeLetter } from '../mail/notice-letter';
import type { OutboxMail } from '../mail/outbox';

/**
 * 'Nuova passkey aggiunta': a passkey signs in without the password, so the
 * account's owner hears of every new one and how to remove it. Like the
 * new-browser notice it carries no link: it says where to go instead.
 */
export function newPasskeyMail(
  user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'username'>,
  passkey: { name: string; at: Date; device: string },
): OutboxMail {
  const fine = 'Se è stato lei, non deve fare nulla.';
  const remove =
    "Per rimuoverla apra il sito dello studio scrivendone l'indirizzo nel browser, acceda e vada in Profilo, sezione «Passkey», pulsante «Rimuovi».";
  const letter = noticeLetter({
    name: user.fullName,
    intro: `al suo account dell'area clienti (username: ${user.username}) è stata aggiunta una passkey: da ora chi la possiede può accedere senza password.`,
    list: [
      fact('Nome della passkey', passkey.name),
      fact('Quando', italianTime(passkey.at)),
      fact('Browser e sistema', passkey.device),
    ],
    paragraphs: [
      { text: `${fine}\n${remove}`, html: html`${fine} ${remove}` },
      `Se non è stato lei, rimuova la passkey, cambi la password e contatti subito lo studio al ${firmProfile.phone.display} o all'indirizzo ${firmProfile.email}: lo studio può rimuovere le passkey del suo account anche se lei non riesce ad accedere.`,
      'Per la sua sicurezza questo messaggio non contiene link.',
    ],
  });

  return {
    kind: 'new-passkey',
    to: user.email,
    subject: `${firmProfile.brandName}: nuova passkey aggiunta al tuo account`,
    text: letter.text,
    html: htmlText(letter.html),
    recipientUserId: user.id,
  };
}
