import { Ban, CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/utils';

/** Where a file of an upload queue stands; each queue names the stages in its own words. */
export type UploadStage = 'waiting' | 'running' | 'done' | 'failed' | 'refused';

const looks: Record<UploadStage, { className: string; icon: React.ReactNode }> = {
  waiting: { className: 'bg-slate-100 text-slate-800', icon: <Clock aria-hidden="true" /> },
  running: {
    className: 'bg-brand-50 text-brand-800',
    icon: <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />,
  },
  done: { className: 'bg-green-50 text-green-800', icon: <CircleCheck aria-hidden="true" /> },
  failed: { className: 'bg-red-50 text-red-800', icon: <CircleX aria-hidden="true" /> },
  refused: { className: 'bg-red-50 text-red-800', icon: <Ban aria-hidden="true" /> },
};

/** A queued file's state, in words (the colour and icon only repeat them). */
export function UploadStatusBadge({ stage, label }: { stage: UploadStage; label: string }) {
  const look = looks[stage];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold [&_svg]:size-4',
        look.className,
      )}
    >
      {look.icon}
      <span className="sr-only">Stato: </span>
      {label}
    </span>
  );
}
