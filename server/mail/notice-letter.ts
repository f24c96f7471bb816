import { firmProfile } from '@common/firm-profile';
import { type Html, html } from './html';

// The firm and its clients are in Italy: the server's own zone (often UTC) would mislead.
const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** A moment as the notices write it, in Italian time and saying so. */
export const italianTime = (at: Date) => `${romeTime.format(at)} (ora italiana)`;

/** A line or paragraph: the same words for both parts, or its own markup for the HTML part. */
export type LetterPart = string | { text: string; html: Html };

/** A labelled fact of a list, its value in bold in the HTML part. */
export const fact = (label: string, value: string): LetterPart => ({
  text: `${label}: ${value}`,
  html: html`${label}: <strong>${value}</strong>`,
});

const textOf = (part: LetterPart) => (typeof part === 'string' ? part : part.text);
const htmlOf = (part: LetterPart) => (typeof part === 'string' ? html`${part}` : part.html);

/**
 * The letter of the firm's notices to a client: the greeting, the intro, a
 * list, then paragraphs and the signature; as plain text and as HTML.
 */
export function noticeLetter(letter: {
  name: string;
  intro: string;
  list: readonly LetterPart[];
  paragraphs: readonly LetterPart[];
}): { text: string; html: Html } {
  const { name, intro, list, paragraphs } = letter;
  const text = [
    `Gentile ${name},`,
    '',
    intro,
    '',
    ...list.map((item) => `- ${textOf(item)}`),
    '',
    ...paragraphs.flatMap((p) => [textOf(p), '']),
    'Cordiali saluti,',
    firmProfile.legalName,
    '',
  ].join('\n');
  const body = html`<p>Gentile ${name},</p>
<p>${intro}</p>
<ul>
${list.map((item) => html`<li>${htmlOf(item)}</li>`)}
</ul>
${paragraphs.map((p) => html`<p>${htmlOf(p)}</p>`)}
<p>Cordiali saluti,<br>${firmProfile.legalName}</p>`;
  return { text, html: body };
}
