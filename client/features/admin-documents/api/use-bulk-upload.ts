import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toast } from '~/components/ui/use-toast';
import { fileProblem } from '~/lib/upload-files';
import { EntryRefused, useQueueRun } from '~/lib/upload-queue/use-queue-run';
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
import { PAYMENT_FIELDS_MISSING, paymentFields } from '../payment-fields';
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

  const { busy, run } = useQueueRun(running, dispatch, {
    failedMessage: DEFAULT_ENTRY_ERROR,
    failOnSessionEnd: true,
  });

  const start = async (): Promise<void> => {
    if (busy()) return;
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
    dispatch({ type: 'start' });
    const result = await run(queue, async (entry, options) => {
      const { file, category } = entry;
      const problem = fileProblem(file);
      // A missing category was refused before the run (validateRun); tested again for the type only.
      if (problem || category === '') throw new EntryRefused(problem ?? MISSING_CATEGORY_MESSAGE);
      const payment = paymentFields(entry.payment);
      await uploadDocument(
        { title: entry.title, userId: entry.userId, category, year: entry.year, mode: 'bulk', file, payment },
        options,
      );
    });
    if (!result) return;
    const outcome = runOutcome(result.succeeded, result.failed);
    toast({ variant: outcome.variant, title: outcome.title, description: outcome.description });
    if (result.succeeded > 0) void refreshDocumentLists(queryClient);
  };

  return { state, dispatch, running, missing, refusals, start };
}

/** Which fields a refused run marks. */
export type MissingField = 'user' | 'category' | 'payment';

function missingField(problem: string): MissingField | null {
  if (problem === MISSING_USER_MESSAGE) return 'user';
  if (problem === MISSING_CATEGORY_MESSAGE) return 'category';
  if (problem === PAYMENT_FIELDS_MISSING) return 'payment';
  return null;
}
