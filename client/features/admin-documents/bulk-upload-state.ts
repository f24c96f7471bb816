import { romeToday } from '@common/calendar-date';
import { currentYear, type DocumentCategory } from '@common/document-categories';
import { titleFromFilename } from '~/lib/upload-files';
import {
  addEntries,
  type EntryStatus,
  editAll,
  editEntry,
  initialQueueState,
  isWaiting,
  type QueuedFile,
  type QueueEntry,
  type QueueState,
  type RunAction,
  removeEntry,
  runReducer,
  startRun,
} from '~/lib/upload-queue/queue-state';
import { nextSixteenth, PAYMENT_FIELDS_MISSING, type PaymentDraft, paymentProblems } from './payment-fields';

/**
 * The bulk upload's list, as the specification's states and rules describe it:
 * each entry goes pending → sending → sent | error; files upload one by
 * one in order; while a run is on nothing can be added, edited or removed; an
 * entry in success cannot be removed on its own; after a run in which every
 * file succeeded the successful entries leave the list, otherwise every entry
 * stays and the failed ones keep their message.
 */
export type BulkStatus = EntryStatus;

export type BulkFile = QueuedFile;

export interface BulkEntry<F extends BulkFile = File> extends QueueEntry<F> {
  title: string;
  /** The select's value: '' until a client is chosen. */
  userId: string;
  /** '' until chosen: every file is filed on purpose, none ends up in 'Altro' by oversight. */
  category: DocumentCategory | '';
  /** The year the document refers to: this year unless changed. */
  year: number;
  /** Whether the document asks for a payment, with its amount as typed and due date (the next 16th unless changed). */
  payment: PaymentDraft;
}

export type BulkState<F extends BulkFile = File> = QueueState<BulkEntry<F>>;

export type BulkAction<F extends BulkFile = File> =
  /** `year` is the new entries' year, this year (in Italy) when left out; `dueDate` their payment's, the next 16th. */
  | { type: 'add'; files: readonly F[]; year?: number; dueDate?: string }
  | { type: 'remove'; id: number }
  | { type: 'removeAll' }
  | { type: 'setTitle'; id: number; title: string }
  | { type: 'setUser'; id: number; userId: string }
  | { type: 'setUserForAll'; userId: string }
  | { type: 'setCategory'; id: number; category: DocumentCategory | '' }
  | { type: 'setCategoryForAll'; category: DocumentCategory }
  | { type: 'setYear'; id: number; year: number }
  | { type: 'setYearForAll'; year: number }
  | { type: 'setPayment'; id: number; change: Partial<PaymentDraft> }
  | { type: 'start' }
  | RunAction;

export const DEFAULT_ENTRY_ERROR = 'Upload failed';
export const NO_FILES_MESSAGE = 'Seleziona almeno un file da caricare';
export const MISSING_USER_MESSAGE = 'Assegna un utente a tutti i file prima di caricare';
export const MISSING_CATEGORY_MESSAGE = 'Assegna una categoria a tutti i file prima di caricare';

/** After a run with failures every entry stays, so the list shows what went and what did not. */
const RUN_RULES = { failedMessage: DEFAULT_ENTRY_ERROR, keepSentAfterFailure: true };

export function initialBulkState<F extends BulkFile = File>(): BulkState<F> {
  return initialQueueState<BulkEntry<F>>();
}

/** Entries already uploaded are never sent again, nor changed. */
export const isEditable: (entry: BulkEntry<BulkFile>) => boolean = isWaiting;

/** What the next run sends, in list order. */
export function runQueue<F extends BulkFile>(entries: readonly BulkEntry<F>[]): BulkEntry<F>[] {
  return entries.filter(isEditable);
}

/** Why a run cannot start, or null when it can. */
export function validateRun(entries: readonly BulkEntry<BulkFile>[]): string | null {
  const queue = runQueue(entries);
  if (queue.length === 0) return NO_FILES_MESSAGE;
  if (queue.some((e) => e.userId === '')) return MISSING_USER_MESSAGE;
  if (queue.some((e) => e.category === '')) return MISSING_CATEGORY_MESSAGE;
  if (queue.some(hasPaymentProblem)) return PAYMENT_FIELDS_MISSING;
  return null;
}

/** A payment's amount or due date is missing or wrong. */
export const hasPaymentProblem = (entry: BulkEntry<BulkFile>) =>
  Object.keys(paymentProblems(entry.payment)).length > 0;

export function bulkReducer<F extends BulkFile>(state: BulkState<F>, action: BulkAction<F>): BulkState<F> {
  switch (action.type) {
    case 'add': {
      const year = action.year ?? currentYear();
      const dueDate = action.dueDate ?? nextSixteenth(romeToday());
      return addEntries(
        state,
        action.files,
        (file, id): BulkEntry<F> => ({
          id,
          file,
          title: titleFromFilename(file.name),
          userId: '',
          category: '',
          year,
          payment: { isPayment: false, amount: '', dueDate },
          status: 'pending',
          error: null,
        }),
      );
    }
    case 'remove':
      return removeEntry(state, action.id);
    case 'removeAll':
      return state.run ? state : { ...state, entries: [] };
    case 'setTitle':
      return editEntry(state, action.id, (e) => ({ ...e, title: action.title }));
    case 'setUser':
      return editEntry(state, action.id, (e) => ({ ...e, userId: action.userId }));
    case 'setUserForAll':
      return editAll(state, (e) => ({ ...e, userId: action.userId }));
    case 'setCategory':
      return editEntry(state, action.id, (e) => ({ ...e, category: action.category }));
    case 'setCategoryForAll':
      return editAll(state, (e) => ({ ...e, category: action.category }));
    case 'setYear':
      return editEntry(state, action.id, (e) => ({ ...e, year: action.year }));
    case 'setYearForAll':
      return editAll(state, (e) => ({ ...e, year: action.year }));
    case 'setPayment':
      return editEntry(state, action.id, (e: BulkEntry<F>) => ({
        ...e,
        payment: { ...e.payment, ...action.change },
      }));
    case 'start': {
      if (state.run || validateRun(state.entries) !== null) return state;
      // Every entry of the run shows as waiting at once, its old message gone.
      const entries = state.entries.map((e) =>
        isEditable(e) ? { ...e, status: 'pending' as const, error: null } : e,
      );
      return startRun(
        { ...state, entries },
        runQueue(entries).map((e) => e.id),
      );
    }
    default:
      return runReducer(state, action, RUN_RULES);
  }
}
