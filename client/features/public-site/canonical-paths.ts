// Relative imports only: scripts/generate-seo-files.ts runs this module under tsx at build time.
import { publicPaths } from '../../../common/routes';

export type PublicPath = (typeof publicPaths)[number];

/**
 * The privacy notice has two addresses (the specification lists both). The
 * site links /privacy-policy everywhere (footer, contact form), so that one is
 * canonical and the other points to it instead of competing with it.
 */
const aliases: Partial<Record<PublicPath, PublicPath>> = { '/privacy': '/privacy-policy' };

export function canonicalPath(path: PublicPath): PublicPath {
  return aliases[path] ?? path;
}

/** The public pages a search engine should index: every page once, by its canonical address. */
export const indexablePaths: readonly PublicPath[] = publicPaths.filter((p) => canonicalPath(p) === p);
