import type * as React from 'react';

/** The opening block of a page: its only h1 and a lead paragraph. */
export function PageIntro({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div>}
    </section>
  );
}
