import { describe, expect, it } from 'vitest';
import { matchedRoutes, privatePageHtml, type RouteManifest } from './preload-links';

const manifest: RouteManifest = {
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/protected-layout': {
      id: 'routes/protected-layout',
      parentId: 'root',
      module: '/assets/protected.js',
      imports: ['/assets/react.js', '/assets/user.js'],
    },
    'routes/admin': {
      id: 'routes/admin',
      parentId: 'routes/protected-layout',
      path: 'admin',
      module: '/assets/admin.js',
      imports: ['/assets/user.js', '/assets/table.js'],
      css: ['/assets/admin.css'],
    },
    'routes/area-clienti': {
      id: 'routes/area-clienti',
      parentId: 'routes/protected-layout',
      path: 'area-clienti',
      module: '/assets/area.js',
    },
  },
};
const fallback =
  '<html><head><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/react.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head><body>Caricamento...</body></html>';

describe('private pages', () => {
  it('finds the routes a path renders, the layout without a path included', () => {
    expect(matchedRoutes(manifest, '/admin')).toEqual(['root', 'routes/protected-layout', 'routes/admin']);
    expect(() => matchedRoutes(manifest, '/altro')).toThrow(/\/altro/);
  });

  it("preloads each chunk of the path's routes once, before the stylesheet, and none of another path's", () => {
    const html = privatePageHtml(fallback, manifest, '/admin');
    const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      '/assets/root.js',
      '/assets/react.js',
      '/assets/protected.js',
      '/assets/user.js',
      '/assets/admin.js',
      '/assets/table.js',
    ]);
    expect(html.indexOf('admin.css')).toBeLessThan(html.indexOf('root.css'));
    expect(html.indexOf('table.js')).toBeLessThan(html.indexOf('admin.css'));
    expect(privatePageHtml(fallback, manifest, '/area-clienti')).not.toContain('admin');
  });
});
