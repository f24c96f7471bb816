import { LoaderCircle } from 'lucide-react';

/**
 * In the page's flow and a screen tall, not an overlay: inside the area's frame (the session being
 * checked) the footer stays below the fold, instead of showing under an overlay and being pushed
 * across the screen when the area arrives (Lighthouse measured a layout shift of 0.92 on a phone).
 */
export function FullScreenLoader() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-white text-slate-800"
    >
      <LoaderCircle className="size-10 text-brand-700 motion-safe:animate-spin" aria-hidden="true" />
      <p className="text-base">Caricamento...</p>
    </div>
  );
}
