import * as React from 'react';
import { Progress } from '~/components/ui/progress';

interface TransferProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  percent: number;
  /** Shown beside the percentage, e.g. '2 di 5 file'. */
  detail?: string;
}

/** A labelled bar with its percentage in figures. */
export function TransferProgressBar({ label, percent, detail }: TransferProgressBarProps) {
  const labelId = React.useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-900">
          {label}
        </span>
        <span className="shrink-0 text-slate-700 tabular-nums">
          {detail && <span>{detail} · </span>}
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
    </div>
  );
}
