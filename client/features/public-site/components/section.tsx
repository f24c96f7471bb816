import type * as React from 'react';
import { cn } from '~/lib/utils';

interface SectionProps {
  /** Id of the h2, which also names the section for assistive technologies. */
  id: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

/** A page section after the intro: an h2, an optional lead, the content. */
export function Section({ id, title, lead, className, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-12 sm:py-16', className)}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
