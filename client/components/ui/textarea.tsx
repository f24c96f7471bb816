import type * as React from 'react';
import { cn } from '~/lib/utils';

/** A multi-line field styled like Input (16px text, so iOS does not zoom in on focus). */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-24 w-full scroll-mt-24 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
