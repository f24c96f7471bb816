import type { DocumentCategory } from '@common/document-categories';
import type { FirstPage } from '@common/pdf-first-page';
import type { ImportPreviewRow } from '@common/schemas/imports';
import { titleFromFilename } from '~/lib/upload-files';
import {
  addEntries,
  editAll,
  editEntry,
  initialQueueState,
  isWaiting,
  type QueueEntry,
  type QueueState,
  type RunAction,
  removeEntry,
  runReducer,
  startRun,
} from '~/lib/upload-queue/queue-state';

/**
 * 'Importa documenti': each file dropped waits for the site's preview (whose
 * it is, from the codice fiscale or partita IVA in its name), then can be
 * given another client, category or year, or dropped; a file 'da confermare'
 * (one client among other people) has no client until the firm confirms the
 * one proposed, one by one or all at once; the confirmed files go
 * one by one like the bulk upload's (pending → sending → sent | error), and a
 * failed one keeps its message and is sent again by the next confirmation.
 */
export interface ImportEntry extends QueueEntry<File> {
  /** Null until the preview has answered for this file. */
  match: ImportPreviewRow | null;
  /** What its first page said, for a PDF whose name has no code (null for the others). */
  firstPage: FirstPage | null;
  /** '' while no client is chosen (ambiguous or unmatched) or the one proposed is not confirmed. */
  userId: string;
  title: string;
  category: DocumentCategory;
  year: number;
}

export type ImportState = QueueState<ImportEntry>;

export type ImportAction =
  | { type: 'add'; files: readonly File[]; year: number }
  /** The preview's rows, in the order of the files it was asked about (found again by identity). */
  | {
      type: 'matched';
      files: readonly File[];
      rows: readonly ImportPreviewRow[];
      /** The first pages read for those files, in the same order, when they were read. */
      pages?: readonly FirstPage[];
    }
  /** The preview failed: those files leave the list, to be added again. */
  | { type: 'unread'; files: readonly File[] }
  | { type: 'remove'; id: number }
  | { type: 'setUser'; id: number; userId: string }
  /** The firm gives a file 'da confermare' to the client proposed, having seen who else it names. */
  | { type: 'confirm'; id: number }
  /** The same for every such file still unconfirmed (300 payslips naming their employer: one click). */
  | { type: 'confirmAll' }
  | { type: 'setCategory'; id: number; category: DocumentCategory }
  | { type: 'setYear'; id: number; year: number }
  | { type: 'start' }
  | RunAction;

export const CLIENT_MISSING = 'Assegna un cliente a ogni file, o toglilo dalla lista, prima di importare';
export const NOT_CONFIRMED =
  'Conferma il cliente proposto per i file da confermare, o toglili dalla lista, prima di importare';
export const STILL_READING = 'Attendi: i file sono ancora in lettura';
export const IMPORT_FAILED = 'Caricamento non riuscito';
const RULES = { failedMessage: IMPORT_FAILED, keepSentAfterFailure: true };

export const initialImportState = (): ImportState => initialQueueState<ImportEntry>();

/** The rows the next 'Importa' sends: not yet sent, or refused last time. */
export const waitingEntries = (entries: readonly ImportEntry[]) => entries.filter(isWaiting);

/** A file 'da confermare' still waiting for the firm's yes. */
const unconfirmed = (e: ImportEntry) => isWaiting(e) && e.match?.status === 'proposed' && e.userId === '';

/** The files 'da confermare' still unconfirmed, by how many other people each names (fewest first). */
export function unconfirmedByOthers(entries: readonly ImportEntry[]): { others: number; files: number }[] {
  const counts = new Map<number, number>();
  for (const e of entries.filter(unconfirmed))
    counts.set(e.match!.others, (counts.get(e.match!.others) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([others, files]) => ({ others, files }));
}

/** Why the import cannot start, or null when it can. */
export function importProblem(entries: readonly ImportEntry[]): string | null {
  const queue = waitingEntries(entries);
  if (queue.length === 0) return null;
  if (queue.some((e) => e.match === null)) return STILL_READING;
  if (queue.some(unconfirmed)) return NOT_CONFIRMED;
  if (queue.some((e) => e.userId === '')) return CLIENT_MISSING;
  return null;
}

/** The proposed client given to a file 'da confermare'; any other entry as it was. */
const confirmed = (e: ImportEntry): ImportEntry =>
  e.match?.status === 'proposed' ? { ...e, userId: String(e.match.candidates[0]!.id) } : e;

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'add':
      return addEntries(
        state,
        action.files,
        (file, id): ImportEntry => ({
          id,
          file,
          match: null,
          firstPage: null,
          userId: '',
          title: titleFromFilename(file.name),
          category: 'altro',
          year: action.year,
          status: 'pending',
          error: null,
        }),
      );
    case 'matched': {
      const byFile = new Map(action.files.map((file, i) => [file, i]));
      return {
        ...state,
        entries: state.entries.map((e) => {
          const i = e.match === null ? byFile.get(e.file) : undefined;
          const row = i === undefined ? undefined : action.rows[i];
          if (!row) return e;
          return {
            ...e,
            match: row,
            firstPage: action.pages?.[i!] ?? null,
            userId: row.userId === null ? '' : String(row.userId),
            title: row.title,
            category: row.category as DocumentCategory,
            year: row.year,
          };
        }),
      };
    }
    case 'unread':
      return {
        ...state,
        entries: state.entries.filter((e) => e.match !== null || !action.files.includes(e.file)),
      };
    case 'remove':
      return removeEntry(state, action.id);
    case 'setUser':
      return editEntry(state, action.id, (e) => ({ ...e, userId: action.userId }));
    case 'confirm':
      return editEntry(state, action.id, confirmed);
    case 'confirmAll':
      return editAll(state, confirmed, unconfirmed);
    case 'setCategory':
      return editEntry(state, action.id, (e) => ({ ...e, category: action.category }));
    case 'setYear':
      return editEntry(state, action.id, (e) => ({ ...e, year: action.year }));
    case 'start':
      return importProblem(state.entries)
        ? state
        : startRun(
            state,
            waitingEntries(state.entries).map((e) => e.id),
          );
    default:
      return runReducer(state, action, RULES);
  }
}
