import { THREAD_SUBJECT_MAX } from '@common/messages';

/** What the 'Messaggi' tab shows, as its address says (`?scheda=messaggi&conversazione=12`). */
export type MessagesView =
  | { kind: 'list' }
  | { kind: 'thread'; id: number }
  | { kind: 'new'; subject: string; link: NewThreadLink };

/** What a new conversation is about, when it starts from a document, a request or a payment. */
export type NewThreadLink = { documentId: number } | { requestId: number } | { paymentId: number } | null;

const linkKeys = { documento: 'documentId', richiesta: 'requestId', pagamento: 'paymentId' } as const;

const idFrom = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function messagesViewFrom(params: URLSearchParams): MessagesView {
  const thread = idFrom(params.get('conversazione'));
  if (thread !== null) return { kind: 'thread', id: thread };
  if (params.get('nuova') === null) return { kind: 'list' };
  let link: NewThreadLink = null;
  for (const [param, field] of Object.entries(linkKeys)) {
    const id = idFrom(params.get(param));
    if (id !== null) {
      link = { [field]: id } as NewThreadLink;
      break;
    }
  }
  return { kind: 'new', subject: params.get('oggetto') ?? '', link };
}

/**
 * The address of 'Scrivi allo studio' from a payment or a request card: the new conversation's form, about
 * it, its subject already written.
 */
export function newThreadAddress(about: keyof typeof linkKeys, id: number, subject: string): string {
  return `?${new URLSearchParams({ scheda: 'messaggi', nuova: '1', [about]: String(id), oggetto: subject.slice(0, THREAD_SUBJECT_MAX) })}`;
}

/** The address of one conversation in the tab. */
export const threadAddress = (id: number) => `?scheda=messaggi&conversazione=${id}`;

/** The tab's address keys, cleared when the view changes. */
export const VIEW_KEYS = ['conversazione', 'nuova', 'oggetto', ...Object.keys(linkKeys)];
