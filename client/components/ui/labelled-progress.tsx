import * as React from 'react';
import { Progress } from '~/components/ui/progress';

interface LabelledProgressProps {
  /** The bar's accessible name, shown above it. */
  label: React.ReactNode;
  percent: number;
  /** Shown beside the percentage, e.g. '1,2 MB di 3,4 MB'. */
  detail?: string;
  className?: string;
}

/** A progress bar with its name above it and the percentage in figures. */
export function LabelledProgress({ label, percent, detail, className }: LabelledProgressProps) {
  const labelId = React.useId();
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="min-w-0 font-medium break-words text-slate-900">
          {label}
        </span>
        <span className="shrink-0 text-slate-700 tabular-nums">
          {detail && <span>{detail} · </span>}
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} className="mt-1.5" />
    </div>
  );
}
