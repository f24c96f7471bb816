import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './common/routes';

// Public pages are prerendered to static HTML at build time; the private pages are drawn by React Router's
// server rendering at each request (docs/decisions/0002-prerender-and-spa.md).
export default {
  appDirectory: 'client',
  buildDirectory: 'build',
  ssr: true,
  prerender: [...prerenderedPaths],
  // The whole route table comes with each page (16 routes): no request to /__manifest before a link works.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
