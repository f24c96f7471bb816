import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

interface CallToActionProps {
  id: string;
  title: string;
  children: React.ReactNode;
  linkLabel: string;
}

/** A closing box that steers the visitor to the contact page. */
export function CallToAction({ id, title, children, linkLabel }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{children}</p>
        <Button asChild size="lg" variant="secondary" className="mt-6">
          <Link to="/contatti">{linkLabel}</Link>
        </Button>
      </div>
    </section>
  );
}
