import { readFile } from 'node:fs/promises';
import { escapeControls } from '@common/control-characters';
import { documentCategories } from '@common/document-categories';
import { TOO_LARGE_MESSAGE } from '@common/documents';
import { formatFileSize } from '@common/file-size';
import { IMPORT_STATUS_WORDS, othersNamed } from '@common/import-status';
import {
  type FirstPage,
  needsFirstPage,
  PREVIEW_FILES_PER_REQUEST,
  previewFile,
} from '@common/pdf-first-page';
import type { ImportPreviewRow } from '@common/schemas/imports';
import { collectFiles, type ImportFile } from './collect-files';
import { createPageReader } from './first-page-reader';
import { proposedConfirmed } from './proposed-confirmed';

export interface ImportOptions {
  source: string;
  /** The running site's address, e.g. https://studio.example.it. */
  siteUrl: string;
  /** A token with the documents:write scope ('Token di accesso'). */
  token: string;
  dryRun: boolean;
  /** `--conferma`: the rows 'da confermare' go to the client proposed, as the firm checked them in the table. */
  confirmProposed: boolean;
  /** A yes-or-no question to the operator; absent when standard input is no terminal. */
  ask?: (question: string) => Promise<boolean>;
  print: (line: string) => void;
  /** Waits before a retry after a 429 (tests shorten it). */
  sleep?: (ms: number) => Promise<void>;
}

export interface ImportResult {
  matched: number;
  /** Rows naming one client and other people ('da confermare'). */
  proposed: number;
  /** Rows left for the panel: ambiguous, unmatched, and those to confirm that were not. */
  skipped: number;
  stored: number;
  failed: { name: string; message: string }[];
}

const categoryLabel = (value: string) => documentCategories.find((c) => c.value === value)?.label ?? value;

/** What was read for a row: the codes and where (and who else they name), or why nothing was. */
function readText(row: ImportPreviewRow, page: FirstPage | undefined): string {
  const others = othersNamed(row);
  if (row.read.length)
    return `${row.readFrom === 'firstPage' ? 'prima pagina: ' : ''}${row.read.join(' ')}${others && ` (${others})`}`;
  if (page && 'problem' in page) return `nessun codice nel nome, ${page.problem}`;
  return page ? 'nessun codice nel nome né nella prima pagina' : 'nessun codice nel nome';
}

/**
 * The preview as a table a terminal shows: one line a file, columns padded.
 * Every cell escaped: a name from a ZIP can hold ESC, and print over the table.
 */
function previewTable(rows: ImportPreviewRow[], pages: (FirstPage | undefined)[]): string[] {
  const lines = rows.map((r, i) => [
    r.name,
    IMPORT_STATUS_WORDS[r.status],
    r.status === 'matched' || r.status === 'proposed'
      ? `${r.candidates[0]!.fullName} (${r.candidates[0]!.username})`
      : r.candidates.map((c) => c.username).join(', ') || '-',
    categoryLabel(r.category),
    String(r.year),
    readText(r, pages[i]),
  ]);
  const header = ['File', 'Stato', 'Cliente', 'Categoria', 'Anno', 'Letto'];
  const shown = [header, ...lines].map((cells) => cells.map(escapeControls));
  const widths = header.map((h, i) => Math.max(h.length, ...shown.map((l) => l[i]!.length)));
  return shown.map((cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

async function api(o: ImportOptions, path: string, init: RequestInit): Promise<Response> {
  const sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  for (;;) {
    const res = await fetch(new URL(path, o.siteUrl), {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${o.token}` },
    });
    if (res.status !== 429) return res;
    await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

const messageOf = async (res: Response) =>
  ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `HTTP ${res.status}`;

async function deliver(
  o: ImportOptions,
  file: ImportFile,
  row: ImportPreviewRow,
  userId: number,
): Promise<string | null> {
  const form = new FormData();
  form.set('title', row.title);
  form.set('category', row.category);
  form.set('year', String(row.year));
  form.set('userId', String(userId));
  form.set('file', new Blob([await readFile(file.path)]), file.name);
  const res = await api(o, '/api/v1/documents', { method: 'POST', body: form });
  return res.status === 201 ? null : messageOf(res);
}

/** The site's preview of every file, asked a few files at a time: a request stays under the API's body limit. */
async function previewRows(
  o: ImportOptions,
  files: ImportFile[],
  pages: (FirstPage | undefined)[],
): Promise<ImportPreviewRow[]> {
  const rows: ImportPreviewRow[] = [];
  for (let from = 0; from < files.length; from += PREVIEW_FILES_PER_REQUEST) {
    const chunk = files.slice(from, from + PREVIEW_FILES_PER_REQUEST);
    const res = await api(o, '/api/v1/imports/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files: chunk.map((f, i) => previewFile(f.name, pages[from + i])) }),
    });
    if (!res.ok) throw new Error(`Anteprima rifiutata dal sito: ${await messageOf(res)}`);
    rows.push(...((await res.json()) as { rows: ImportPreviewRow[] }).rows);
  }
  return rows;
}

/**
 * `npm run import`: the files of a folder or a ZIP matched to clients by the
 * codice fiscale or partita IVA in their names or, for a PDF whose name has
 * none, on its first page (the site's own preview), the
 * preview printed, then each matched file delivered through `/api/v1`, as the
 * firm's software would. A file naming a client and other people ('da
 * confermare') goes only with `confirmProposed` or a yes to `ask`; ambiguous
 * and unmatched files are listed and left for the admin panel. `dryRun`
 * stores nothing.
 */
export async function importCommand(o: ImportOptions): Promise<ImportResult> {
  const { files, tooLarge, cleanUp } = await collectFiles(o.source);
  try {
    for (const f of tooLarge)
      o.print(`Saltato ${escapeControls(f.name)} (${formatFileSize(f.size)}): ${TOO_LARGE_MESSAGE}.`);
    if (files.length === 0) throw new Error(`${o.source}: nessun file da importare.`);
    // Read here, where the files are (the site never parses a PDF it is sent), each in a bounded child process.
    const pages: (FirstPage | undefined)[] = [];
    const reader = createPageReader();
    try {
      for (const f of files) pages.push(needsFirstPage(f.name) ? await reader.read(f.path) : undefined);
    } finally {
      reader.close();
    }
    const rows = await previewRows(o, files, pages);
    for (const line of previewTable(rows, pages)) o.print(line);
    const count = (status: ImportPreviewRow['status']) => rows.filter((r) => r.status === status).length;
    const matched = count('matched');
    const proposed = count('proposed');
    o.print(
      `\n${matched} abbinati, ${proposed} da confermare (un cliente e altre persone), ${rows.length - matched - proposed} da sistemare nel pannello (ambigui o non abbinati).`,
    );
    const withProposed = await proposedConfirmed(o, proposed);
    const going = rows.flatMap((row, i) =>
      row.status === 'matched'
        ? [{ row, file: files[i]!, userId: row.userId! }]
        : row.status === 'proposed' && withProposed
          ? [{ row, file: files[i]!, userId: row.candidates[0]!.id }]
          : [],
    );
    const result: ImportResult = {
      matched,
      proposed,
      skipped: rows.length - going.length,
      stored: 0,
      failed: [],
    };
    result.failed.push(...tooLarge.map((f) => ({ name: f.name, message: TOO_LARGE_MESSAGE })));
    if (o.dryRun) {
      o.print('Prova (--dry-run): nessun documento è stato caricato.');
      return result;
    }
    for (const { row, file, userId } of going) {
      const problem = await deliver(o, file, row, userId);
      if (problem) result.failed.push({ name: row.name, message: problem });
      else result.stored++;
    }
    o.print(`Caricati ${result.stored} documenti.`);
    for (const f of result.failed)
      o.print(`Non caricato ${escapeControls(f.name)}: ${escapeControls(f.message)}`);
    return result;
  } finally {
    await cleanUp();
  }
}
