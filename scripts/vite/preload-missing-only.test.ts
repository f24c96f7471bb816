import type { ResolveModulePreloadDependenciesFn, Rollup, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadMissingOnly } from './preload-missing-only';

// As Rollup names them: `assets/entry.client-a1.js` is the chunk named `entry.client`.
const chunk = (fileName: string, imports: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
    imports,
  }) as unknown as Rollup.OutputChunk;

/** The plugin as a build runs it: its settings, then its hook on the client's bundle. */
function resolverFor(
  files: Rollup.OutputChunk[],
  environment = 'client',
): ResolveModulePreloadDependenciesFn {
  const plugin = preloadMissingOnly();
  const config = (plugin.config as () => UserConfig)();
  const preload = config.build?.modulePreload;
  if (!preload || preload === true || !preload.resolveDependencies) throw new Error('no resolveDependencies');
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file])) as Rollup.OutputBundle;
  (plugin.generateBundle as (this: unknown, options: unknown, output: Rollup.OutputBundle) => void).call(
    { environment: { name: environment } },
    {},
    bundle,
  );
  return preload.resolveDependencies;
}

describe('preloadMissingOnly', () => {
  const bundle = [
    chunk('assets/entry.client-a1.js', ['assets/runtime-b2.js']),
    chunk('assets/runtime-b2.js', ['assets/shared-c3.js']),
    chunk('assets/shared-c3.js'),
    // The route: loaded after the entry, which brought the runtime and what it imports.
    chunk('assets/area-d4.js', ['assets/button-e5.js']),
    chunk('assets/button-e5.js', ['assets/icons-f6.js']),
    chunk('assets/icons-f6.js'),
    chunk('assets/tab-g7.js', ['assets/button-e5.js', 'assets/form-h8.js', 'assets/shared-c3.js']),
    chunk('assets/form-h8.js'),
  ];
  const tabDeps = ['assets/tab-g7.js', 'assets/button-e5.js', 'assets/icons-f6.js', 'assets/form-h8.js'];

  it('leaves out what the importing chunk and the entry load statically, however deep', () => {
    const resolve = resolverFor(bundle);
    expect(
      resolve('assets/tab-g7.js', [...tabDeps, 'assets/shared-c3.js'], {
        hostId: 'assets/area-d4.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/tab-g7.js', 'assets/form-h8.js']);
  });

  it('keeps every file for an importer that is not in the bundle, for a page, and outside the client', () => {
    const resolve = resolverFor(bundle);
    expect(resolve('assets/tab-g7.js', tabDeps, { hostId: 'assets/gone.js', hostType: 'js' })).toEqual(
      tabDeps,
    );
    expect(resolve('assets/tab-g7.js', tabDeps, { hostId: 'index.html', hostType: 'html' })).toEqual(tabDeps);
    const server = resolverFor(bundle, 'ssr');
    expect(server('assets/tab-g7.js', tabDeps, { hostId: 'assets/area-d4.js', hostType: 'js' })).toEqual(
      tabDeps,
    );
  });
});

describe('preloadMissingOnly on pages of islands', () => {
  const bundle = [
    chunk('assets/entry.client-a1.js', ['assets/react-dom-b2.js', 'assets/helper-c3.js']),
    { ...chunk('assets/islands-d4.js', ['assets/helper-c3.js']), dynamicImports: ['assets/hydrate-e5.js'] },
    chunk('assets/hydrate-e5.js', ['assets/react-dom-b2.js']),
    chunk('assets/react-dom-b2.js'),
    chunk('assets/helper-c3.js'),
    chunk('assets/area-f6.js', ['assets/button-g7.js']),
    chunk('assets/button-g7.js'),
  ].map((file) => ({ ...file, dynamicImports: file.dynamicImports ?? [] }));

  it('counts as loaded only what both entries load, for a chunk the islands runtime may load', () => {
    const resolve = resolverFor(bundle);
    const deps = ['assets/hydrate-e5.js', 'assets/react-dom-b2.js', 'assets/helper-c3.js'];
    // The islands' page has no client entry: React DOM is still to be fetched there.
    expect(resolve('assets/hydrate-e5.js', deps, { hostId: 'assets/islands-d4.js', hostType: 'js' })).toEqual(
      ['assets/hydrate-e5.js', 'assets/react-dom-b2.js'],
    );
    // A route of the framework's pages still counts on its entry.
    expect(resolve('assets/hydrate-e5.js', deps, { hostId: 'assets/area-f6.js', hostType: 'js' })).toEqual([
      'assets/hydrate-e5.js',
    ]);
  });
});
