import { firmProfile } from '@common/firm-profile';
import { html, htmlText } from '../mail/html';
import { fact, noticeLetter } from '../mail/notice-letter';
import type { OutboxMail } from '../mail/outbox';

/**
 * 'Da rivedere': the firm sent an item back. The e-mail names the request,
 * the document and the firm's message, and links to the area, never to a
 * file (as every notice of the firm's).
 */
export function reviewMail(args: {
  client: { id: number; email: string; fullName: string };
  requestTitle: string;
  itemName: string;
  message: string;
  publicUrl: string;
}): OutboxMail {
  const { client, requestTitle, itemName, message } = args;
  const areaUrl = `${args.publicUrl.replace(/\/+$/, '')}/area-clienti`;
  const letter = noticeLetter({
    name: client.fullName,
    intro: 'lo studio ha esaminato un documento che ci ha inviato e le chiede di rivederlo:',
    list: [fact('Richiesta', requestTitle), fact('Documento da rivedere', itemName)],
    paragraphs: [
      `Il messaggio dello studio:\n${message}`,
      {
        text: `Può inviare di nuovo il documento, o indicare che non lo ha, dall'area clienti del sito, sezione «Richieste dello studio»:\n${areaUrl}`,
        html: html`Può inviare di nuovo il documento, o indicare che non lo ha, dall'<a href="${areaUrl}">area clienti del sito</a>, sezione «Richieste dello studio».`,
      },
      'Per la sua sicurezza: lo studio non invia mai documenti come allegati né link per scaricarli.',
    ],
  });
  return {
    kind: 'request-review',
    to: client.email,
    subject: `${firmProfile.brandName}: un documento da rivedere`,
    text: letter.text,
    html: htmlText(letter.html),
    recipientUserId: client.id,
  };
}
