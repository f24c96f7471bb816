// Plain values the API and the pages share, apart from the schemas that use them: the client's pages
// import these without zod (decision 0027).

/** Files a client may send in one go ('Invia documenti'). */
export const MAX_FILES_PER_BATCH = 20;

export const TOO_MANY_FILES_MESSAGE = `Puoi inviare al massimo ${MAX_FILES_PER_BATCH} file alla volta`;

export const NOTE_MAX = 1000;

/** What the client's picker offers; the server checks every file again, by content. */
export const CLIENT_UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt,.xls,.xlsx,.xml,.p7m,application/pdf,image/jpeg,image/png';

export const CLIENT_UPLOAD_TYPES_TEXT =
  'PDF, JPG, PNG, DOC, DOCX, TXT, XLS, XLSX, fatture XML e file firmati .p7m';

/**
 * How the firm tracks a received file: new until a member of staff downloads
 * it (alone or in a ZIP) or marks it; archived to clear it from the working list.
 */
export const clientUploadStates = ['new', 'seen', 'archived'] as const;

export type ClientUploadState = (typeof clientUploadStates)[number];

export const clientUploadStateLabels: Record<ClientUploadState, string> = {
  new: 'Nuovo',
  seen: 'Visto',
  archived: 'Archiviato',
};

/** The client's view of the same: sent, then received once the firm has seen it (archived included). */
export const clientUploadStatuses = ['sent', 'received'] as const;

export type ClientUploadStatus = (typeof clientUploadStatuses)[number];

export const clientUploadStatusLabels: Record<ClientUploadStatus, string> = {
  sent: 'Inviato',
  received: 'Ricevuto dallo studio',
};

/** The client's deletion of a file the firm accepted for one of its requests (a 409). */
export const ACCEPTED_FILE_KEPT =
  'Lo studio ha già accettato questo documento per una sua richiesta: non puoi più eliminarlo. Se serve, contatta lo studio.';

/** A ZIP of every match is refused past either bound (413). */
export const FILTER_ZIP_MAX_FILES = 1000;

export const FILTER_ZIP_MAX_BYTES = 2 * 1024 ** 3;

export const FILTER_ZIP_TOO_LARGE =
  'Troppi file per un solo ZIP: al massimo 1.000 file o 2 GB. Restringi i filtri.';

/** A bulk state change or deletion of every match is refused past this (413). */
export const FILTER_BULK_MAX = 10_000;

export const FILTER_BULK_TOO_LARGE =
  'Troppi documenti per una sola operazione: al massimo 10.000. Restringi i filtri.';

export const FILTER_COUNT_CHANGED =
  "I documenti che corrispondono ai filtri sono cambiati nel frattempo: ricarica l'elenco e riprova.";

/** The admin panel's 'Documenti ricevuti' tab (the firm's e-mail links here). */
export const RECEIVED_TAB_PATH = '/admin?scheda=ricevuti';
