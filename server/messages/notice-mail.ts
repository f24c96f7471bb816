import { CLIENT_MESSAGES_PATH, FIRM_MESSAGES_PATH } from '@common/messages';
import { FIRM_NOTICE_SUBJECT_PREFIX } from '../client-uploads/firm-notice-mail';
import { html, htmlText } from '../mail/html';
import { noticeLetter } from '../mail/notice-letter';
import { singleLine } from '../mail/outbox';

const urlOf = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Says nothing of what was written: not the text, not the subject, not a file, only who and where. */
const PRIVATE =
  "Il testo non è riportato in questa e-mail, che non è un canale riservato: si legge solo nell'area riservata del sito.";

/** To the client: the firm wrote and the message is still unread after a while. */
export function clientNoticeMail(
  client: { fullName: string },
  writers: readonly string[],
  publicUrl: string,
) {
  const url = urlOf(publicUrl, CLIENT_MESSAGES_PATH);
  const names = [...new Set(writers.map((w) => singleLine(w).trim()))];
  const one = writers.length === 1;
  const letter = noticeLetter({
    name: singleLine(client.fullName).trim(),
    intro: one
      ? "lo studio ti ha scritto un messaggio nell'area clienti:"
      : `lo studio ti ha scritto in ${writers.length} conversazioni nell'area clienti:`,
    list: names.map((name) => `da ${name} (Studio)`),
    paragraphs: [
      {
        text: `Per leggere e rispondere, accedi alla scheda 'Messaggi': ${url}`,
        html: html`Per leggere e rispondere, accedi alla scheda 'Messaggi': <a href="${url}">${url}</a>`,
      },
      PRIVATE,
    ],
  });
  return {
    subject: one ? 'Un nuovo messaggio dallo studio' : 'Nuovi messaggi dallo studio',
    text: letter.text,
    html: htmlText(letter.html),
  };
}

/** To the firm (MAIL_TO): a client wrote, one e-mail for the messages of a few minutes. */
export function firmNoticeMail(
  client: { fullName: string; username: string },
  threads: number,
  publicUrl: string,
) {
  const url = urlOf(publicUrl, FIRM_MESSAGES_PATH);
  const who = `${singleLine(client.fullName).trim()} (${singleLine(client.username).trim()})`;
  const what = threads === 1 ? 'un messaggio' : `messaggi in ${threads} conversazioni`;
  const intro = `${who} ha scritto ${what} dall'area clienti del sito.`;
  const where = "Si legge e si risponde dal pannello di amministrazione, sezione 'Messaggi':";
  const text = [intro, '', where, url, '', PRIVATE, ''].join('\n');
  const body = html`<p>${intro}</p>
<p>${where} <a href="${url}">${url}</a></p>
<p>${PRIVATE}</p>`;
  return { subject: `${FIRM_NOTICE_SUBJECT_PREFIX}${who} ha scritto ${what}`, text, html: htmlText(body) };
}
