import { LoaderCircle } from 'lucide-react';

export function FullScreenLoader() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white text-slate-800"
    >
      <LoaderCircle className="size-10 text-brand-700 motion-safe:animate-spin" aria-hidden="true" />
      <p className="text-base">Caricamento...</p>
    </div>
  );
}
