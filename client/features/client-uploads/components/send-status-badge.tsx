import { type UploadStage, UploadStatusBadge } from '~/components/upload-status-badge';
import type { SendStatus } from '../send-queue-state';

const stages: Record<SendStatus | 'invalid', { stage: UploadStage; label: string }> = {
  pending: { stage: 'waiting', label: 'In attesa' },
  sending: { stage: 'running', label: 'Invio in corso' },
  sent: { stage: 'done', label: 'Inviato' },
  error: { stage: 'failed', label: 'Errore' },
  invalid: { stage: 'refused', label: 'Non inviabile' },
};

/** A file of the 'Invia documenti' queue: where it stands. */
export function SendStatusBadge({ status, invalid }: { status: SendStatus; invalid: boolean }) {
  return <UploadStatusBadge {...stages[invalid ? 'invalid' : status]} />;
}
