import type * as React from 'react';

/** Fetches the component and the query cache it needs together, not one after the other. */
async function withQueries<P extends object>(
  component: Promise<React.ComponentType<P>>,
): Promise<React.ComponentType<P>> {
  const [Component, { withQueryClient }] = await Promise.all([component, import('./with-query-client')]);
  return withQueryClient(Component);
}

/**
 * What each island draws in the browser: the component its <Island> draws on the server, each its own
 * chunk, fetched only by pages that have it.
 */
export const islandComponents = {
  header: () => withQueries(import('~/layout/header').then((m) => m.Header)),
  'cookie-banner': () =>
    import('~/features/cookie-consent/components/cookie-banner').then((m) => m.CookieBanner),
  'footer-cookie-link': () =>
    import('~/features/cookie-consent/components/cookie-preferences-buttons').then((m) => m.FooterCookieLink),
  'cookie-policy-button': () =>
    import('~/features/cookie-consent/components/cookie-preferences-buttons').then(
      (m) => m.CookiePolicyButton,
    ),
  'news-feed': () => import('~/features/news/components/news-feed').then((m) => m.NewsFeed),
  'contact-form': () =>
    withQueries(import('~/features/contact/components/contact-form').then((m) => m.ContactForm)),
  'contact-map': () => import('~/features/public-site/components/contact-map').then((m) => m.ContactMap),
  'sign-in': () =>
    withQueries(import('~/features/auth/components/sign-in-screen').then((m) => m.SignInScreen)),
};
