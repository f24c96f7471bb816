import * as React from 'react';
import { useToast } from '~/components/ui/use-toast';

// The Radix toast code is fetched with the first toast: most visits of the
// public pages never show one, and it keeps their JavaScript small.
const ToastStack = React.lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <ToastStack />
    </React.Suspense>
  );
}
