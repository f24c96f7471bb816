import type { DocumentCategory } from '../../common/document-categories';
import { docxFile, pdfFile } from '../../test/support/document-fixtures';

/** Accounts and documents seeded before the browser tests start (see global-setup.ts). */
export const e2eAdmin = { username: 'admin', password: 'e2e-admin-password-1' } as const;

/**
 * The e2e admin has a second factor (global-setup). Specs pass the code step
 * with recovery codes, one per sign-in: an app code works once per 30 seconds,
 * and parallel specs sign the admin in far more often.
 */
export const E2E_ADMIN_RECOVERY_CODES = 20_000;
export const e2eAdminRecoveryCode = (index: number) => `e2e-admin-${index}`;

export interface E2eClient {
  username: string;
  password: string;
  fullName: string;
  email: string;
}

// One account per kind of test that changes state, so parallel specs never collide.
export const e2eClients = {
  /** Has documents; used read-only. */
  mario: {
    username: 'mario.rossi',
    password: 'mario-password-1',
    fullName: 'Mario Rossi',
    email: 'mario.rossi@example.it',
  },
  /** Has no documents; used read-only. */
  giulia: {
    username: 'giulia.bianchi',
    password: 'giulia-password-1',
    fullName: 'Giulia Bianchi',
    email: 'giulia.bianchi@example.it',
  },
  /** Changes its password. */
  paola: {
    username: 'paola.neri',
    password: 'paola-password-1',
    fullName: 'Paola Neri',
    email: 'paola.neri@example.it',
  },
  /** Signs out, tries /admin. */
  luca: {
    username: 'luca.verdi',
    password: 'luca-password-1',
    fullName: 'Luca Verdi',
    email: 'luca.verdi@example.it',
  },
  /** Downloads her new document (its 'Nuovo' badge goes). */
  sara: {
    username: 'sara.galli',
    password: 'sara-password-1',
    fullName: 'Sara Galli',
    email: 'sara.galli@example.it',
  },
  /** Receives the single upload's documents. */
  elena: {
    username: 'elena.conti',
    password: 'elena-password-1',
    fullName: 'Elena Conti',
    email: 'elena.conti@example.it',
  },
  /** Receives the bulk upload's documents. */
  marco: {
    username: 'marco.ferrari',
    password: 'marco-password-1',
    fullName: 'Marco Ferrari',
    email: 'marco.ferrari@example.it',
  },
  /** Has documents the overview deletes. */
  franco: {
    username: 'franco.russo',
    password: 'franco-password-1',
    fullName: 'Franco Russo',
    email: 'franco.russo@example.it',
  },
  /** Has documents over several years and categories; browses them, downloads a ZIP. */
  anna: {
    username: 'anna.marini',
    password: 'anna-password-1',
    fullName: 'Anna Marini',
    email: 'anna.marini@example.it',
  },
  /** Sends documents to the firm from a phone ('Invia documenti'). */
  chiara: {
    username: 'chiara.fontana',
    password: 'chiara-password-1',
    fullName: 'Chiara Fontana',
    email: 'chiara.fontana@example.it',
  },
  /** Sends documents that the admin then finds, downloads as a ZIP and archives ('Documenti ricevuti'). */
  davide: {
    username: 'davide.greco',
    password: 'davide-password-1',
    fullName: 'Davide Greco',
    email: 'davide.greco@example.it',
  },
  /** Adds a passkey, signs in with it, removes it. */
  roberta: {
    username: 'roberta.costa',
    password: 'roberta-password-1',
    fullName: 'Roberta Costa',
    email: 'roberta.costa@example.it',
  },
  /** Answers the firm's request for documents from a phone; the firm sends one item back. */
  teresa: {
    username: 'teresa.colombo',
    password: 'teresa-password-1',
    fullName: 'Teresa Colombo',
    email: 'teresa.colombo@example.it',
  },
  /** Receives the same request as Teresa. */
  bruno: {
    username: 'bruno.moretti',
    password: 'bruno-password-1',
    fullName: 'Bruno Moretti',
    email: 'bruno.moretti@example.it',
  },
  /** Receives the same request as Teresa. */
  irene: {
    username: 'irene.ricci',
    password: 'irene-password-1',
    fullName: 'Irene Ricci',
    email: 'irene.ricci@example.it',
  },
  /** Opens her profile drawn by the server: no other test signs in as her, so its sessions stay as drawn. */
  nadia: {
    username: 'nadia.barbieri',
    password: 'nadia-password-1',
    fullName: 'Nadia Barbieri',
    email: 'nadia.barbieri@example.it',
  },
  /** Gets an F24 to pay and marks it paid with the receipt. */
  pietro: {
    username: 'pietro.galli',
    password: 'pietro-password-1',
    fullName: 'Pietro Galli',
    email: 'pietro.galli@example.it',
  },
} satisfies Record<string, E2eClient>;

type DocumentKind = 'pdf' | 'txt' | 'docx';

export interface E2eDocument {
  owner: keyof typeof e2eClients;
  title: string;
  /** A value of common/document-categories.ts; 'altro' when left out. */
  category?: DocumentCategory;
  /** The year the document refers to; the year of upload when left out. */
  year?: number;
  /** The name offered when the document is downloaded. */
  filename: string;
  kind: DocumentKind;
  uploadedAt: string;
  /** Set when the owner has already downloaded it (no 'Nuovo' badge). */
  firstDownloadedAt?: string;
}

const MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const e2eDocuments = [
  {
    owner: 'mario',
    title: 'Modello 730/2026',
    filename: '730-2026.pdf',
    kind: 'pdf',
    uploadedAt: '2026-05-14T09:30:00Z',
    firstDownloadedAt: '2026-05-20T08:00:00Z',
  },
  {
    owner: 'mario',
    title: 'F24 giugno 2026',
    filename: 'f24-giugno.pdf',
    kind: 'pdf',
    uploadedAt: '2026-06-03T15:05:00Z',
  },
  {
    owner: 'sara',
    title: 'Fattura marzo 2026',
    // Not ASCII: the download must keep the name as uploaded.
    filename: 'Fattura n° 12 – marzo.pdf',
    kind: 'pdf',
    uploadedAt: '2026-03-31T16:45:00Z',
  },
  {
    owner: 'franco',
    title: 'Bilancio 2025',
    filename: 'bilancio-2025.pdf',
    kind: 'pdf',
    uploadedAt: '2026-02-10T09:00:00Z',
  },
  {
    owner: 'franco',
    title: 'Promemoria scadenze',
    filename: 'scadenze.txt',
    kind: 'txt',
    uploadedAt: '2026-03-12T09:15:00Z',
    firstDownloadedAt: '2026-03-13T07:40:00Z',
  },
  {
    owner: 'franco',
    title: 'Lettera di incarico',
    filename: 'incarico.docx',
    kind: 'docx',
    uploadedAt: '2026-01-20T14:30:00Z',
  },
  {
    owner: 'anna',
    title: 'Modello Redditi 2026',
    filename: 'redditi-2026.pdf',
    kind: 'pdf',
    category: 'dichiarazioni-bilanci',
    year: 2026,
    uploadedAt: '2026-09-30T10:00:00Z',
  },
  {
    owner: 'anna',
    title: 'F24 saldo IMU 2026',
    filename: 'f24-imu.pdf',
    kind: 'pdf',
    category: 'f24-tributi',
    year: 2026,
    uploadedAt: '2026-06-10T08:30:00Z',
    firstDownloadedAt: '2026-06-11T18:00:00Z',
  },
  {
    owner: 'anna',
    title: 'Modello Redditi 2025',
    filename: 'redditi-2025.pdf',
    kind: 'pdf',
    category: 'dichiarazioni-bilanci',
    year: 2025,
    uploadedAt: '2025-10-15T09:00:00Z',
    firstDownloadedAt: '2025-10-16T07:30:00Z',
  },
  {
    owner: 'anna',
    title: 'Contratto di locazione',
    filename: 'contratto.pdf',
    kind: 'pdf',
    category: 'contratti-immobili',
    year: 2024,
    uploadedAt: '2024-03-05T11:00:00Z',
    firstDownloadedAt: '2024-03-06T12:00:00Z',
  },
  {
    owner: 'anna',
    // The same file name as another of hers: a ZIP of both must keep two entries.
    title: 'Modello Redditi 2024',
    filename: 'redditi-2026.pdf',
    kind: 'pdf',
    category: 'dichiarazioni-bilanci',
    year: 2024,
    uploadedAt: '2024-10-20T09:00:00Z',
    firstDownloadedAt: '2024-10-21T07:30:00Z',
  },
] as const satisfies readonly E2eDocument[];

/** The detected type stored with the document, as an upload of its bytes would record it. */
export function documentFiletype(doc: E2eDocument): string {
  return MIME[doc.kind];
}

/** The document's file, byte for byte what the server stores and a download returns. */
export function documentBytes(doc: E2eDocument): Buffer {
  if (doc.kind === 'txt')
    return Buffer.from(`${doc.title}\r\nPromemoria dello studio: 16 giugno, 16 luglio.\r\n`);
  if (doc.kind === 'docx') return docxFile(doc.title);
  return pdfFile(doc.title);
}

/** The seeded document with this title. */
export function e2eDocument(title: (typeof e2eDocuments)[number]['title']): E2eDocument {
  return e2eDocuments.find((d) => d.title === title)!;
}
