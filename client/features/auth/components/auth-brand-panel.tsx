import { firmProfile } from '@common/firm-profile';
import { FileText, Lock, ShieldCheck } from 'lucide-react';
import type * as React from 'react';

export function AuthBrandPanel({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <section
      aria-labelledby="auth-title"
      className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-10"
    >
      <p className="text-sm font-medium tracking-wide text-brand-100 uppercase">{firmProfile.brandName}</p>
      <h1
        id="auth-title"
        ref={headingRef}
        tabIndex={-1}
        // The prerendered page starts here before its script runs; the effect does it in the private area.
        // biome-ignore lint/a11y/noAutofocus: moving to the page's heading is the intended start.
        autoFocus
        className="mt-2 text-3xl font-bold tracking-tight focus:outline-none! sm:text-4xl"
      >
        Area Riservata
      </h1>
      <p className="mt-4 text-lg text-slate-100">
        Lo spazio dedicato ai clienti dello studio: consulta e scarica in ogni momento i documenti che abbiamo
        preparato per te.
      </p>
      <ul className="mt-6 hidden gap-3 text-slate-100 sm:grid">
        <li className="flex items-center gap-3">
          <FileText className="size-5 shrink-0 text-brand-100" aria-hidden="true" />
          Dichiarazioni, F24 e documenti contabili sempre disponibili
        </li>
        <li className="flex items-center gap-3">
          <Lock className="size-5 shrink-0 text-brand-100" aria-hidden="true" />
          Ogni cliente vede soltanto i propri documenti
        </li>
      </ul>
      <p className="mt-6 flex items-start gap-3 rounded-lg bg-white/10 p-4 text-sm text-white">
        <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Connessione sicura.</strong> I dati che inserisci e i documenti
          che scarichi viaggiano su una connessione cifrata.
        </span>
      </p>
    </section>
  );
}
