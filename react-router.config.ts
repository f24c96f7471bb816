import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './common/routes';

// Public pages are prerendered to static HTML; the private area is a SPA
// served through the fallback page (see docs/decisions/0002-prerender-and-spa.md).
export default {
  appDirectory: 'client',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
