import type * as React from 'react';
import { CookieBanner } from '~/features/cookie-consent/components/cookie-banner';
import { Island } from '~/islands/island';
import { Footer } from './footer';
import { Header } from './header';

export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        Vai al contenuto principale
      </a>
      <Island name="header" hydrate="interaction" component={Header} />
      <main id="main" tabIndex={-1} className="flex-1 scroll-mt-16 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Island name="cookie-banner" hydrate="interaction" component={CookieBanner} />
    </div>
  );
}
