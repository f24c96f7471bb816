import { firmProfile } from '@common/firm-profile';
import { signInPath } from '@common/routes';
import { absoluteUrl } from '@common/site-url';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '~/lib/meta';
import { canonicalPath, type PublicPath } from './canonical-paths';

interface PublicPageMeta {
  path: PublicPath | typeof signInPath;
  title: string;
  description: string;
  /** Structured data (schema.org) rendered as a JSON-LD block in the head. */
  jsonLd?: Record<string, unknown>;
}

/**
 * Title, description, canonical URL and Open Graph tags of a public page. The
 * URLs carry the build placeholder origin, which the server turns into
 * PUBLIC_URL (see common/site-url.ts).
 */
export function publicPageMeta({ path, title, description, jsonLd }: PublicPageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path === signInPath ? path : canonicalPath(path));
  return [
    ...pageMeta(title, description),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'it_IT' },
    { property: 'og:site_name', content: firmProfile.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}
