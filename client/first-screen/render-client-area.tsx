import { AsyncLocalStorage } from 'node:async_hooks';
import { clientAreaAnswerUrls } from '@common/page-answers';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { userQueryKey } from '~/features/auth/api/use-user';
import { createQueryClient } from '~/lib/query-client';
import { type ServerDrawing, serverDrawingsFrom } from '~/lib/server-drawing';
import * as root from '~/root';
import * as area from '~/routes/area-clienti';
import * as protectedLayout from '~/routes/protected-layout';

// Each drawing's own answers, query client and browser, wherever its loaders and components ask for them,
// however many drawings are under way.
const drawing = new AsyncLocalStorage<ServerDrawing>();
serverDrawingsFrom(() => drawing.getStore());

// The area's own routes and loaders. The root's frame takes its query client from `appQueryClient`, as
// in the browser: here, the drawing's.
const handler = createStaticHandler([
  {
    id: 'root',
    Component: root.default,
    children: [
      {
        id: 'routes/protected-layout',
        loader: protectedLayout.clientLoader,
        Component: protectedLayout.default,
        children: [
          {
            id: 'routes/area-clienti',
            path: 'area-clienti',
            loader: area.clientLoader,
            Component: area.default,
          },
        ],
      },
    ],
  },
]);

/**
 * The client's area as its first screen looks once the browser has drawn it (decision 0034), from the
 * answers the page carries (server/web/page-answers.ts): the same routes, loaders and components, drawn
 * on Preact's React layer by Preact's server renderer (`react-dom/server` is Preact's here, as `react`
 * is): the very elements, ids and attributes the browser's Preact draws, taking them over. Undefined
 * when the routes answer with something else than a screen (an error).
 */
export function renderClientArea(
  url: string,
  answers: Record<string, unknown>,
  userAgent: string,
): Promise<string | undefined> {
  const queryClient = createQueryClient();
  // Its own question for the session reads the session-hint cookie, which only a browser has.
  queryClient.setQueryData(userQueryKey, answers[clientAreaAnswerUrls.user]);
  return drawing.run({ answers: { ...answers }, queryClient, userAgent }, async () => {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  });
}
