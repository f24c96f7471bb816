import { type ClientUploadState, clientUploadStateLabels } from '@common/client-uploads';
import { cn } from '~/lib/utils';

const styles: Record<ClientUploadState, string> = {
  new: 'bg-brand-700 text-white',
  seen: 'bg-slate-100 text-slate-800',
  archived: 'bg-amber-50 text-amber-900',
};

/** 'Nuovo', 'Visto' or 'Archiviato'. */
export function UploadStateBadge({ state }: { state: ClientUploadState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        styles[state],
      )}
    >
      {clientUploadStateLabels[state]}
    </span>
  );
}
