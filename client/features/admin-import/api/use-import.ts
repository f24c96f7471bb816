import {
  type FirstPage,
  needsFirstPage,
  PREVIEW_FILES_PER_REQUEST,
  previewFile,
} from '@common/pdf-first-page';
import { IMPORT_FILES_MAX, type ImportPreviewRow } from '@common/schemas/imports';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { refreshDocumentLists, uploadDocument } from '~/features/admin-documents/api/admin-documents';
import { apiRequest, errorText } from '~/lib/api-client';
import { fileProblem } from '~/lib/upload-files';
import { EntryRefused, useQueueRun } from '~/lib/upload-queue/use-queue-run';
import {
  IMPORT_FAILED,
  importProblem,
  importReducer,
  initialImportState,
  waitingEntries,
} from '../import-state';
import { filesInZip, isZip, ZipRefused } from '../read-zip';

/** First pages read before their preview is asked, so rows fill in while the rest are read. */
const PAGES_PER_PREVIEW = PREVIEW_FILES_PER_REQUEST;

const TOO_MANY = `Si possono importare al massimo ${IMPORT_FILES_MAX} file per volta: togline qualcuno o importali in più volte.`;

/**
 * The import's list: files added are read by the site's preview (nothing is
 * stored), then confirmed ones go one at a time through the firm's upload,
 * each with its byte progress; the result is told with one toast.
 */
export function useImport() {
  const queryClient = useQueryClient();
  const [state, dispatch] = React.useReducer(importReducer, undefined, initialImportState);
  const [previewError, setPreviewError] = React.useState<string | null>(null);
  const running = state.run !== null;
  const { busy, run } = useQueueRun(running, dispatch, {
    failedMessage: IMPORT_FAILED,
    failOnSessionEnd: true,
  });
  const count = state.entries.length;

  /** Files chosen or dropped; a ZIP among them is opened here and its files join the rest. */
  const add = async (chosen: File[], year: number) => {
    const files = chosen.filter((f) => !isZip(f));
    try {
      for (const zip of chosen.filter(isZip)) {
        const inside = await filesInZip(zip);
        if (inside.length === 0) throw new ZipRefused(`${zip.name}: nessun documento nell'archivio.`);
        files.push(...inside);
      }
    } catch (error) {
      setPreviewError(error instanceof ZipRefused ? error.message : 'Archivio ZIP non leggibile.');
      return;
    }
    if (files.length === 0) return;
    if (count + files.length > IMPORT_FILES_MAX) {
      setPreviewError(TOO_MANY);
      return;
    }
    setPreviewError(null);
    dispatch({ type: 'add', files, year });
    const nameless = files.filter((f) => needsFirstPage(f.name, f.type));
    const named = files.filter((f) => !nameless.includes(f));
    if (named.length > 0 && !(await preview(named))) {
      dispatch({ type: 'unread', files: nameless });
      return;
    }
    if (nameless.length === 0) return;
    // Only now, and only in the admin's browser, does PDF.js load (decision 0029).
    const { createPageReader } = await import('../read-first-pages');
    const reader = createPageReader();
    try {
      for (let from = 0; from < nameless.length; from += PAGES_PER_PREVIEW) {
        const chunk = nameless.slice(from, from + PAGES_PER_PREVIEW);
        const pages: FirstPage[] = [];
        for (const file of chunk) pages.push(await reader.read(file));
        if (!(await preview(chunk, pages))) {
          dispatch({ type: 'unread', files: nameless.slice(from + PAGES_PER_PREVIEW) });
          return;
        }
      }
    } finally {
      reader.close();
    }
  };

  /** The site's preview of `files`; false when it failed (the files then leave the list). */
  const preview = async (files: File[], pages?: FirstPage[]): Promise<boolean> => {
    try {
      const res = await apiRequest('POST', '/api/admin/imports/preview', {
        files: files.map((f, i) => previewFile(f.name, pages?.[i])),
      });
      const { rows } = (await res.json()) as { rows: ImportPreviewRow[] };
      dispatch({ type: 'matched', files, rows, pages });
      return true;
    } catch (error) {
      // Never read, the files leave the list: choosing them again asks the preview again.
      setPreviewError(errorText(error, 'Lettura dei file non riuscita: riprova.'));
      dispatch({ type: 'unread', files });
      return false;
    }
  };

  const start = async (): Promise<void> => {
    if (busy()) return;
    const problem = importProblem(state.entries);
    if (problem) {
      toast({ variant: 'destructive', title: 'Importazione non avviata', description: problem });
      return;
    }
    const queue = waitingEntries(state.entries);
    dispatch({ type: 'start' });
    const result = await run(queue, async (entry, options) => {
      const problem = fileProblem(entry.file);
      if (problem) throw new EntryRefused(problem);
      const { title, userId, category, year, file } = entry;
      await uploadDocument({ title, userId, category, year, mode: 'bulk', file }, options);
    });
    if (!result) return;
    toast(
      result.failed === 0
        ? { title: 'Importazione completata', description: `Importati ${result.succeeded} documenti.` }
        : {
            variant: 'destructive',
            title: 'Importazione non completa',
            description: `Importati ${result.succeeded} documenti, ${result.failed} non riusciti: correggi e riprova.`,
          },
    );
    if (result.succeeded > 0) void refreshDocumentLists(queryClient);
  };

  return { state, dispatch, running, add, start, previewError };
}
