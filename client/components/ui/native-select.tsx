import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * The browser's own select, styled like Input: on phones it opens the
 * system picker, and it needs no script to be accessible.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="block min-h-11 w-full scroll-mt-24 appearance-none rounded-md border border-slate-400 bg-white py-2 pr-10 pl-3 text-base text-slate-900 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
        aria-hidden="true"
      />
    </div>
  );
}
