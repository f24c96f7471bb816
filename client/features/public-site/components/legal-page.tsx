import type * as React from 'react';
import { PageIntro } from '~/components/layout/page-intro';

/** The date the legal texts were last modified, as the specification gives it. */
export const LEGAL_LAST_UPDATED = '01/06/2023';

// Plain prose for long legal texts, without a typography plugin.
const prose =
  'max-w-3xl text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:mt-2 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

interface LegalPageProps {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}

export function LegalPage({ title, intro, children }: LegalPageProps) {
  return (
    <>
      <PageIntro title={title}>
        {intro}
        <p className="mt-3 text-base text-slate-600">Ultimo aggiornamento: {LEGAL_LAST_UPDATED}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className={prose}>{children}</div>
      </div>
    </>
  );
}

interface LegalSectionProps {
  id: string;
  title: string;
  children: React.ReactNode;
}

export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
