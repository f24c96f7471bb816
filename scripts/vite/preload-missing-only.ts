import type { Plugin, Rollup } from 'vite';
import { ISLANDS_CHUNK } from './islands';

/**
 * Trims the list each lazy `import()` carries of files to preload with it (Vite's `__vite__mapDeps`) to
 * what may not be loaded yet: a file that the importing chunk or the client entry imports statically is
 * already there when the import runs, and Vite's helper would only look for it in the page and skip it.
 * On the client's area those lists were over a quarter of the route's code (1.1 of 4.0 KB gzip).
 * A chunk the islands runtime may load (scripts/vite/islands.ts) runs on pages without the client entry:
 * there only what both entries import counts as loaded.
 */
export function preloadMissingOnly(): Plugin {
  let bundle: Rollup.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  /** Whatever the client entry imports statically is loaded before any lazy import runs. */
  let loadedFirst = new Set<string>();
  /** The chunks the islands runtime may load, and what is loaded before any of their lazy imports runs. */
  let islandsReach = new Set<string>();
  let loadedFirstOnIslands = new Set<string>();

  /** The chunk and every chunk it imports (statically, or lazily too), however deep. */
  const reach = (fileName: string, lazily = false): Set<string> => {
    const files = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (files.has(name) || chunk?.type !== 'chunk') return;
      files.add(name);
      for (const imported of chunk.imports) visit(imported);
      if (lazily) for (const imported of chunk.dynamicImports) visit(imported);
    };
    visit(fileName);
    return files;
  };
  /** The chunk and every chunk it imports statically, however deep: loaded before it runs. */
  const loadedWith = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const files = reach(fileName);
    closures.set(fileName, files);
    return files;
  };
  const chunksNamed = (output: Rollup.OutputBundle, name: string) =>
    Object.values(output).filter((chunk) => chunk.type === 'chunk' && chunk.name === name);
  /** What every one of these chunks loads statically. */
  const loadedByAll = (fileNames: string[]) => {
    const [first, ...others] = fileNames.map((fileName) => reach(fileName));
    return new Set([...(first ?? [])].filter((file) => others.every((files) => files.has(file))));
  };

  return {
    name: 'preload-missing-only',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(_file, deps, { hostId, hostType }) {
            if (hostType !== 'js' || !bundle?.[hostId]) return deps;
            const first = islandsReach.has(hostId) ? loadedFirstOnIslands : loadedFirst;
            const host = loadedWith(hostId);
            return deps.filter((dep) => !host.has(dep) && !first.has(dep));
          },
        },
      },
    }),
    // Runs before Vite's step that writes the lists (a plugin of its own, ordered last) and keeps the
    // bundle that step reads; the import graph is final by then.
    generateBundle(_options, output) {
      if (this.environment.name !== 'client') return;
      bundle = output;
      closures.clear();
      const entry = chunksNamed(output, 'entry.client').map((chunk) => chunk.fileName);
      const islands = chunksNamed(output, ISLANDS_CHUNK).map((chunk) => chunk.fileName);
      loadedFirst = loadedByAll(entry);
      islandsReach = new Set(islands.flatMap((fileName) => [...reach(fileName, true)]));
      loadedFirstOnIslands = loadedByAll([...entry, ...islands]);
    },
  };
}
