import type * as React from 'react';
import { cn } from '~/lib/utils';
import { Heading } from './heading';

export interface Detail {
  label: string;
  /** Nothing to show (the file leaves it out): the pair is left out. */
  value: React.ReactNode | null | undefined;
}

/** Label and value pairs as a `<dl>`: stacked on a phone, side by side from the small breakpoint. */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  const shown = details.filter((detail) => detail.value !== null && detail.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      {shown.map((detail) => (
        <div key={detail.label} className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-slate-700">{detail.label}</dt>
          <dd className="min-w-0 break-words text-slate-900 [overflow-wrap:anywhere]">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A titled block of the invoice, its heading one level below its part's. Not a `<section>`: named, it would
 * be a landmark, and a batch's invoices would repeat them ('Fornitore' twice); the headings are the outline.
 */
export function TitledSection({
  title,
  className,
  children,
}: {
  title: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 gap-3', className)}>
      <Heading section>{title}</Heading>
      {children}
    </div>
  );
}
