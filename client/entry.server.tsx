import { renderToReadableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceContext } from '~/lib/nonce';

/**
 * Draws a page whole before it is sent: the public pages at build time (prerender), the private pages at
 * each request (server/web/react-router-pages.ts), their first screen with its data from the loaders. A
 * phone gets the complete screen in one answer; `<Suspense>` still lets the browser hydrate it in parts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const nonce = loadContext?.nonce ?? '';
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      // The page is sent whole (server/web/react-router-pages.ts), so a large finished boundary (the
      // documents' list, ~120 KB) stays in place: outlined, React would show its fallback first and reveal
      // the list a throttled 300 ms after the first paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status });
}
