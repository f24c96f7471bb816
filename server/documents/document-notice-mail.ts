import { html, htmlText } from '../mail/html';
import { noticeLetter } from '../mail/notice-letter';
import { singleLine } from '../mail/outbox';

export interface DocumentNoticeContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail telling a client that documents wait in the client area. It names
 * them and links to the area, never to a file: a client who learns that the
 * firm's e-mails carry no attachments and no download links is harder to phish.
 */
export function documentNoticeMail(
  fullName: string,
  titles: readonly string[],
  publicUrl: string,
): DocumentNoticeContent {
  const base = publicUrl.replace(/\/+$/, '');
  const areaUrl = `${base}/area-clienti`;
  const signInUrl = `${base}/auth`;
  const name = singleLine(fullName);
  const lines = titles.map((t) => singleLine(t).trim());
  const one = lines.length === 1;
  const subject = one ? 'Nuovo documento disponibile' : 'Nuovi documenti disponibili';
  const intro = one
    ? 'lo studio ha messo a sua disposizione un nuovo documento nella sua area clienti:'
    : `lo studio ha messo a sua disposizione ${lines.length} nuovi documenti nella sua area clienti:`;
  const where = one ? 'Può consultarlo e scaricarlo' : 'Può consultarli e scaricarli';
  const safety =
    'Per la sua sicurezza: lo studio non invia mai documenti come allegati né link per scaricarli. ' +
    'Se riceve a nome dello studio un messaggio con allegati o con richieste insolite, non lo apra e ci contatti.';

  const letter = noticeLetter({
    name,
    intro,
    list: lines,
    paragraphs: [
      {
        text: `${where} dall'area clienti del sito:\n${areaUrl}\n(se non ha già effettuato l'accesso, entri da ${signInUrl} con le sue credenziali).`,
        html: html`${where} dall'<a href="${areaUrl}">area clienti del sito</a> (se non ha già effettuato l'accesso, entri da <a href="${signInUrl}">${signInUrl}</a> con le sue credenziali).`,
      },
      safety,
    ],
  });

  return { subject, text: letter.text, html: htmlText(letter.html) };
}
