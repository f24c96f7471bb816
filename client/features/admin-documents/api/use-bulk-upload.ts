import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { errorText, isSessionEnded } from '~/lib/api-client';
import { fileProblem } from '~/lib/upload-files';
import { useUploadRunGuard } from '~/lib/use-upload-run-guard';
import { runOutcome } from '../bulk-run-report';
import {
  bulkReducer,
  DEFAULT_ENTRY_ERROR,
  initialBulkState,
  MISSING_CATEGORY_MESSAGE,
  MISSING_USER_MESSAGE,
  runQueue,
  validateRun,
} from '../bulk-upload-state';
import { refreshDocumentLists, uploadDocument } from './admin-documents';

/**
 * The bulk upload's list and its run: the files go one at a time, in order,
 * each reporting its byte progress; the result is told with one toast.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  const [state, dispatch] = React.useReducer(bulkReducer<File>, undefined, () => initialBulkState<File>());
  /** Set when a run was refused for entries without a client, or then without a category: those selects are marked. */
  const [missing, setMissing] = React.useState<MissingField | null>(null);
  /** Counts those refusals, so the page can move the focus to the first marked select each time. */
  const [refusals, setRefusals] = React.useState(0);
  const running = state.run !== null;

  const controller = useUploadRunGuard(running);

  const start = async (): Promise<void> => {
    if (controller.current) return;
    const problem = validateRun(state.entries);
    if (problem) {
      const field = missingField(problem);
      setMissing(field);
      if (field) setRefusals((n) => n + 1);
      toast({ variant: 'destructive', title: 'Errore', description: problem });
      return;
    }
    setMissing(null);
    const queue = runQueue(state.entries);
    const run = new AbortController();
    controller.current = run;
    dispatch({ type: 'start' });
    let succeeded = 0;
    let failed = 0;
    for (const entry of queue) {
      if (run.signal.aborted) return;
      const { id, file, category } = entry;
      dispatch({ type: 'uploading', id });
      const problem = fileProblem(file);
      // A missing category was refused before the run (validateRun); tested again for the type only.
      if (problem || category === '') {
        dispatch({ type: 'failed', id, message: problem ?? MISSING_CATEGORY_MESSAGE });
        failed++;
        continue;
      }
      try {
        await uploadDocument(
          { title: entry.title, userId: entry.userId, category, year: entry.year, mode: 'bulk', file },
          {
            signal: run.signal,
            onProgress: ({ loaded, total }) =>
              dispatch({ type: 'progress', id, loaded, total: total ?? file.size }),
          },
        );
        dispatch({ type: 'succeeded', id });
        succeeded++;
      } catch (error) {
        if (run.signal.aborted) return;
        dispatch({ type: 'failed', id, message: errorText(error, DEFAULT_ENTRY_ERROR) });
        failed++;
        // The admin's session is over: the next files would fail the same way.
        if (isSessionEnded(error)) {
          controller.current = null;
          dispatch({ type: 'finish' });
          return;
        }
      }
    }
    controller.current = null;
    dispatch({ type: 'finish' });
    const outcome = runOutcome(succeeded, failed);
    toast({ variant: outcome.variant, title: outcome.title, description: outcome.description });
    if (succeeded > 0) void refreshDocumentLists(queryClient);
  };

  return { state, dispatch, running, missing, refusals, start };
}

/** Which select a refused run marks. */
export type MissingField = 'user' | 'category';

function missingField(problem: string): MissingField | null {
  if (problem === MISSING_USER_MESSAGE) return 'user';
  if (problem === MISSING_CATEGORY_MESSAGE) return 'category';
  return null;
}
