import { clientAreaAnswerUrls } from '@common/page-answers';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { userQueryKey } from '~/features/auth/api/use-user';
import { AppFrame } from '~/layout/app-frame';
import { givePageAnswers } from '~/lib/page-answers';
import { createQueryClient, drawingWith } from '~/lib/query-client';
import * as area from '~/routes/area-clienti';
import * as protectedLayout from '~/routes/protected-layout';
import { oneAtATime } from './one-at-a-time';

// One after the other: the answers and the query client a drawing reads are the module's, for its time.
const drawOneAtATime = oneAtATime();

/**
 * The client's area as its first screen looks once the browser has drawn it (decision 0034), from the
 * answers the page carries (server/web/page-answers.ts): the same routes, loaders and components, drawn
 * by React's server renderer as the prerendered pages are. The browser's Preact then takes the very
 * elements over. Undefined when the screen would not be the documents (a step to finish, another tab).
 */
export function renderClientArea(url: string, answers: Record<string, unknown>): Promise<string | undefined> {
  const queryClient = createQueryClient();
  // Its own question for the session reads the session-hint cookie, which only a browser has.
  queryClient.setQueryData(userQueryKey, answers[clientAreaAnswerUrls.user]);
  const routes: RouteObject[] = [
    {
      id: 'root',
      element: (
        <AppFrame queryClient={queryClient}>
          <Outlet />
        </AppFrame>
      ),
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
  ];
  return drawOneAtATime(async () => {
    givePageAnswers(answers);
    drawingWith(queryClient);
    try {
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(new URL(url, 'http://localhost')));
      if (context instanceof Response || context.errors) return undefined;
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    } finally {
      givePageAnswers(undefined);
      drawingWith(undefined);
    }
  });
}
