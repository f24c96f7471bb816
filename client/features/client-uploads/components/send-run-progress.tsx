import { LabelledProgress } from '~/components/ui/labelled-progress';
import { formatFileSize } from '~/lib/file-size';
import type { SendProgress } from '../send-queue-report';

/** The whole sending's progress, in bytes: every file's bytes, those sent so far. */
export function SendRunProgress({ progress }: { progress: SendProgress }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <LabelledProgress
        label={`Invio complessivo: file ${progress.position} di ${progress.count}`}
        percent={progress.percent}
        detail={`${formatFileSize(progress.sentBytes)} di ${formatFileSize(progress.totalBytes)}`}
      />
    </div>
  );
}
