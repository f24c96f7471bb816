import { LoaderCircle } from 'lucide-react';
import { cn } from '~/lib/utils';

/** A list or panel still loading: announced once to screen readers, spinner for the eye. */
export function LoadingStatus({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-slate-700', className)}>
      <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}
