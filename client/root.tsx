import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { Toaster } from '~/components/ui/toaster';
import { listenForSessionEnd } from '~/features/auth/session-expiry';
import { CookieBarFirstVisitScript } from '~/features/cookie-consent/components/first-visit-script';
import { HeldPart } from '~/islands/held-part';
import { PageScript, useIslandPage } from '~/islands/island-page';
import { AppShell } from '~/layout/app-shell';
import { useNonce } from '~/lib/nonce';
import { usePageQueries } from '~/lib/page-queries';
import { appQueryClient } from '~/lib/query-client';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import faviconUrl from './favicon.svg?url';

// Without an icon link the browser asks for /favicon.ico and logs a 404.
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: faviconUrl, type: 'image/svg+xml' }];

// Before any route's loader asks the server for something: an ended session is acted on wherever it is found.
if (typeof document !== 'undefined') listenForSessionEnd(appQueryClient());

/**
 * The whole document, as the build writes it for every prerendered page and the private area's fallback.
 * A page of islands gets the islands' first script in place of the framework's: the page is never
 * hydrated whole, only its islands are.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islands = useIslandPage();
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* A stylesheet React holds (its precedence): written before the scripts' preloads, which React
            also lifts into the head, so a phone paints before it has fetched the page's code. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
        <PageScript islands={islands} nonce={nonce} />
      </head>
      <body>
        {children}
        <CookieBarFirstVisitScript nonce={nonce} />
        {!islands && <ScrollRestoration nonce={nonce} />}
        {!islands && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(appQueryClient);
  const screen = (
    <AppShell>
      <Outlet />
    </AppShell>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={usePageQueries()}>
        {/* A page drawn whole: what is done on it before its code has run is held until then. */}
        {useIslandPage() ? screen : <HeldPart name="page">{screen}</HeldPart>}
        <Toaster />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status}` : 'Errore';
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4">Si è verificato un errore imprevisto. Ricarica la pagina o riprova più tardi.</p>
    </main>
  );
}
