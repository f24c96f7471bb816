import { RECEIVED_TAB_PATH } from '@common/client-uploads';
import { categoryLabel } from '@common/document-categories';
import { html, htmlText } from '../mail/html';
import { singleLine } from '../mail/outbox';

/** The firm filters its mailbox on this, as on the contact form's '[Sito web] '. */
export const FIRM_NOTICE_SUBJECT_PREFIX = '[Area clienti] ';

export interface NoticedUpload {
  title: string;
  category: string;
  hasNote: boolean;
}

/**
 * The e-mail telling the firm that a client sent documents: who, how many,
 * titles and categories, and where to find them. Never the files nor a link to
 * one, and never the note itself: it is the client's free text, may hold
 * anything (health, family, money), and is read in the panel after sign-in.
 */
export function firmNoticeMail(
  sender: { fullName: string; username: string },
  uploads: readonly NoticedUpload[],
  publicUrl: string,
) {
  const tabUrl = `${publicUrl.replace(/\/+$/, '')}${RECEIVED_TAB_PATH}`;
  const who = `${singleLine(sender.fullName).trim()} (${singleLine(sender.username).trim()})`;
  const one = uploads.length === 1;
  const what = one ? 'un documento' : `${uploads.length} documenti`;
  const subject = `${FIRM_NOTICE_SUBJECT_PREFIX}${who} ha inviato ${what}`;
  const intro = `${who} ha inviato ${what} dall'area clienti del sito:`;
  const lines = uploads.map((u) => `${singleLine(u.title).trim()} (${categoryLabel(u.category)})`);
  const note = uploads.some((u) => u.hasNote)
    ? "Il cliente ha aggiunto una nota: si legge nel pannello, accanto ai documenti (non è riportata qui perché l'e-mail non è un canale riservato)."
    : null;
  const where = one
    ? "Il documento si apre e si scarica dal pannello di amministrazione, scheda 'Documenti ricevuti':"
    : "I documenti si aprono e si scaricano dal pannello di amministrazione, scheda 'Documenti ricevuti':";
  const noFiles = 'I file non sono allegati a questa e-mail: restano solo nel portale.';

  const text = [
    intro,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    ...(note ? [note, ''] : []),
    where,
    tabUrl,
    '',
    noFiles,
    '',
  ].join('\n');

  const body = html`<p>${intro}</p>
<ul>
${lines.map((l) => html`<li>${l}</li>`)}
</ul>
${note ? html`<p>${note}</p>\n` : ''}<p>${where} <a href="${tabUrl}">${tabUrl}</a></p>
<p>${noFiles}</p>`;

  return { subject, text, html: htmlText(body) };
}
