import { daysLeftLabel, formatCalendarDate } from '@common/calendar-date';
import { formatEuro } from '@common/format';
import { html, htmlText } from '../mail/html';
import { type LetterPart, noticeLetter } from '../mail/notice-letter';
import { singleLine } from '../mail/outbox';
import type { DueThing } from './due-reminders';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const clean = (s: string) => singleLine(s).trim();

function requestLine(thing: Extract<DueThing, { kind: 'request' }>, today: string): LetterPart {
  const title = clean(thing.title);
  const when = `entro il ${formatCalendarDate(thing.dueDate)} (${lowerFirst(daysLeftLabel(thing.dueDate, today))})`;
  const missing = thing.missing.filter((i) => !i.rejected).map((i) => clean(i.name));
  const toReview = thing.missing.filter((i) => i.rejected).map((i) => clean(i.name));
  const details = [
    missing.length ? `da inviare: ${missing.join(', ')}` : null,
    toReview.length ? `da rivedere: ${toReview.join(', ')}` : null,
  ].filter((d): d is string => d !== null);
  const rest = details.length ? ` – ${details.join('; ')}` : '';
  return {
    text: `Richiesta documenti «${title}», ${when}${rest}`,
    html: html`Richiesta documenti <strong>${title}</strong>, ${when}${rest}`,
  };
}

function paymentLine(thing: Extract<DueThing, { kind: 'payment' }>, today: string): LetterPart {
  const title = clean(thing.title);
  const amount = formatEuro(thing.amountCents);
  const when = `entro il ${formatCalendarDate(thing.dueDate)} (${lowerFirst(daysLeftLabel(thing.dueDate, today))})`;
  return {
    text: `Pagamento «${title}»: ${amount}, ${when}`,
    html: html`Pagamento <strong>${title}</strong>: <strong>${amount}</strong>, ${when}`,
  };
}

/**
 * The day's one reminder to a client: everything due, each with what is
 * missing or how much, and the way to the client area. Never a document and
 * never a link to one, like every notice of the firm.
 */
export function reminderMail(
  fullName: string,
  things: readonly DueThing[],
  today: string,
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const base = publicUrl.replace(/\/+$/, '');
  const areaUrl = `${base}/area-clienti`;
  const requests = things.filter((t) => t.kind === 'request');
  const payments = things.filter((t) => t.kind === 'payment');
  const subject =
    requests.length && payments.length
      ? 'Promemoria: documenti e pagamenti in scadenza'
      : requests.length
        ? 'Promemoria: documenti da inviare allo studio'
        : 'Promemoria: pagamenti in scadenza';
  const intro =
    things.length === 1
      ? 'le ricordiamo una scadenza nella sua area clienti:'
      : `le ricordiamo ${things.length} scadenze nella sua area clienti:`;
  const list = things.map((thing) =>
    thing.kind === 'request' ? requestLine(thing, today) : paymentLine(thing, today),
  );
  const paragraphs: LetterPart[] = [
    {
      text: `Può inviare i documenti e vedere i dettagli dall'area clienti del sito:\n${areaUrl}`,
      html: html`Può inviare i documenti e vedere i dettagli dall'<a href="${areaUrl}">area clienti del sito</a>.`,
    },
  ];
  if (payments.length) {
    paragraphs.push(
      "Se ha già pagato, lo segnali con 'Pagato' nell'area clienti (può allegare la quietanza): non riceverà altri promemoria per quel pagamento.",
    );
  }
  paragraphs.push(
    'Per la sua sicurezza: lo studio non invia mai documenti come allegati né link per scaricarli. ' +
      'Se riceve a nome dello studio un messaggio con allegati o con richieste insolite, non lo apra e ci contatti.',
  );
  const letter = noticeLetter({ name: clean(fullName), intro, list, paragraphs });
  return { subject, text: letter.text, html: htmlText(letter.html) };
}
