import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '~/lib/utils';

/** A dialog that slides in from a side of the screen (the mobile menu). */
export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;

interface SheetContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  side?: 'left' | 'right';
  closeLabel: string;
}

export function SheetContent({
  side = 'right',
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-4/5 max-w-xs flex-col gap-4 overflow-y-auto bg-white p-6 text-slate-900 shadow-xl',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
