import type { Payment } from '@common/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { documentsQueryKey, downloadUrl } from '~/features/client-area/api/use-documents';
import { ApiError } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { useFailureToast } from '~/lib/use-failure-toast';
import { paymentsQueryKey } from './payments';

/**
 * Downloads the document that asks for a payment, through the client's
 * documents download (the same endpoint, so it counts as the first download
 * and its 'Nuovo' badge goes).
 */
export function usePaymentDownload(payment: Pick<Payment, 'documentId' | 'filename'>) {
  const queryClient = useQueryClient();
  const [running, setRunning] = React.useState(false);
  const busy = React.useRef(false);
  const showFailure = useFailureToast();

  const start = async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await downloadFile(downloadUrl(payment.documentId), { fallbackName: payment.filename });
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    } catch (error) {
      showFailure(error, 'Errore', 'Errore durante il download');
      // Removed by the firm meanwhile: the payment goes with it.
      if (error instanceof ApiError && error.status === 404)
        void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  return { running, start };
}
