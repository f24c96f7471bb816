import { LoaderCircle, Newspaper, RotateCw, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';

function StatePanel({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50 px-6 py-12 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-semibold text-brand-900">{title}</h2>
      <div className="mt-2 max-w-prose text-slate-700">{children}</div>
    </div>
  );
}

export function NewsLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <LoaderCircle className="size-6 text-brand-700 motion-safe:animate-spin" aria-hidden="true" />
      Caricamento delle news...
    </div>
  );
}

export function NewsError() {
  return (
    <div role="alert">
      <StatePanel
        icon={<TriangleAlert className="size-10 text-red-700" aria-hidden="true" />}
        title="Errore nel caricamento"
      >
        <p>Le news non sono al momento disponibili</p>
        {/* The specification's retry reloads the page. */}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Riprova
        </Button>
      </StatePanel>
    </div>
  );
}

export function NewsEmpty() {
  return (
    <StatePanel
      icon={<Newspaper className="size-10 text-brand-700" aria-hidden="true" />}
      title="Nessuna news disponibile"
    >
      <p>
        Le news sono in fase di caricamento dai feed delle fonti. Riprova tra qualche minuto: l&apos;elenco si
        aggiorna da solo.
      </p>
    </StatePanel>
  );
}
