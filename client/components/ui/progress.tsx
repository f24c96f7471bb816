import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * A progress bar (role progressbar with its value and a "45%" text for screen
 * readers). Give it a name with aria-label or aria-labelledby.
 */
export function Progress({
  className,
  value,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      value={clamped}
      max={100}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-brand-700 motion-safe:transition-transform"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
