import { daysBetween } from '@common/calendar-date';
import type { DocumentRequest, RequestItem } from '@common/schemas/document-requests';

/** '3 di 7': the items answered of the request's items. */
export function progressText(request: Pick<DocumentRequest, 'answered' | 'total'>): string {
  return `${request.answered} di ${request.total}`;
}

export function progressPercent({ answered, total }: Pick<DocumentRequest, 'answered' | 'total'>): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((answered / total) * 100)));
}

/** Past its due date and not complete; today's date decides, so a page left open overnight follows. */
export function isOverdue(request: Pick<DocumentRequest, 'state' | 'dueDate'>, today: string): boolean {
  if (request.state === 'complete') return false;
  return request.state === 'overdue' || daysBetween(today, request.dueDate) < 0;
}

/** The client answers any item the firm has not accepted yet (a 'Da rivedere' one again). */
export function canAnswer(item: Pick<RequestItem, 'state'>): boolean {
  return item.state !== 'accepted';
}

export interface GroupedRequests {
  /** Still to answer: the nearest due date first, so the overdue ones lead. */
  open: DocumentRequest[];
  /** Complete: the latest due date first. */
  completed: DocumentRequest[];
}

// YYYY-MM-DD strings sort as text; localeCompare would load the browser's collation data on first use.
const compareDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The open cards and the completed list. A request completed while the page
 * is open (`seenOpen` holds those shown open) keeps its card where it was:
 * the client sees it complete, and the focus stays on the button they pressed.
 */
export function groupRequests(
  requests: readonly DocumentRequest[],
  seenOpen: ReadonlySet<number> = new Set(),
): GroupedRequests {
  const isOpen = (r: DocumentRequest) => r.state !== 'complete' || seenOpen.has(r.id);
  const open = requests.filter(isOpen);
  const completed = requests.filter((r) => !isOpen(r));
  open.sort((a, b) => compareDates(a.dueDate, b.dueDate) || a.id - b.id);
  completed.sort((a, b) => compareDates(b.dueDate, a.dueDate) || b.id - a.id);
  return { open, completed };
}

/** What each request has answered: the next change is compared with it. */
export function answeredCounts(requests: readonly DocumentRequest[]): Map<number, number> {
  return new Map(requests.map((r) => [r.id, r.answered]));
}

/**
 * What a screen reader hears when the answers change (a file sent, a 'Non ho
 * questo documento', a review by the firm after a refresh), or null when no
 * count moved. Requests new since `before` are not a change.
 */
export function progressAnnouncement(
  before: ReadonlyMap<number, number>,
  requests: readonly DocumentRequest[],
): string | null {
  const changes = requests.flatMap((r) => {
    const previous = before.get(r.id);
    if (previous === undefined || previous === r.answered) return [];
    if (r.state === 'complete') {
      return [`«${r.title}»: hai risposto a tutto, richiesta completata. Grazie!`];
    }
    return [`«${r.title}»: completati ${progressText(r)}.`];
  });
  return changes.length > 0 ? changes.join(' ') : null;
}

const files = (n: number) => (n === 1 ? '1 file' : `${n} file`);

/** The one toast at the end of sending files for an item. */
export function itemSendOutcome(
  itemName: string,
  succeeded: number,
  failed: number,
): { title: string; description: string; variant: 'default' | 'destructive' } {
  if (failed === 0) {
    return {
      title: succeeded === 1 ? 'File inviato' : 'File inviati',
      description: `${files(succeeded)} per «${itemName}» ${succeeded === 1 ? 'inviato' : 'inviati'} allo studio.`,
      variant: 'default',
    };
  }
  return {
    title: succeeded === 0 ? 'Invio non riuscito' : 'Invio completato in parte',
    description:
      succeeded === 0
        ? `Nessun file per «${itemName}» è stato inviato: leggi il messaggio sotto il file e riprova.`
        : `${files(succeeded)} ${succeeded === 1 ? 'inviato' : 'inviati'}, ${files(failed)} non ${
            failed === 1 ? 'inviato' : 'inviati'
          }: puoi riprovare.`,
    variant: 'destructive',
  };
}
