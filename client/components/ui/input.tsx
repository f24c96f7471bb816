import type * as React from 'react';
import { cn } from '~/lib/utils';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      className={cn(
        // 16px text: iOS zooms into smaller inputs on focus. The scroll margin keeps a field
        // focused after a failed submit clear of the sticky header.
        'block min-h-11 w-full scroll-mt-24 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
