import { AFTER_SIGN_IN_META } from '@common/after-sign-in';

/**
 * Asks the browser to fetch, at low priority, the files of the client area's first screen that the
 * sign-in page names (scripts/private-pages.ts): called once a person uses the form, so they arrive while
 * the password is typed and the tap on 'Accedi' costs a phone the sign-in, the page and the data, not the
 * area's code (about 120 KB). Once per page; not on a connection that asks to save data. The page itself
 * is not fetched ahead: it is revalidated on every use (`no-cache`), and Chromium revalidated a
 * prefetched copy too.
 */
export function prefetchArea(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${AFTER_SIGN_IN_META}"]`);
  if (!meta) return;
  meta.remove();
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const href of meta.content.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
