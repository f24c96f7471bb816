import type * as React from 'react';
import { cn } from '~/lib/utils';

/** A bordered surface grouping one item's content (a service, a tool, a value). */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
  );
}
