import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Manifest, Plugin } from 'vite';

/**
 * The public pages' islands in the framework's own build (docs/decisions/0015-public-pages-as-islands.md):
 * the islands runtime is one more entry of the `client` environment, so React, React Router and every
 * shared chunk are the same files for the islands and the framework's pages; the server's build learns the
 * runtime's address from the client build's manifest (`virtual:island-runtime`); and a module imported
 * with `?inline-script` is built as a classic script whose code the page carries inline.
 */
const runtimeModule = path.resolve(import.meta.dirname, '../../client/islands/runtime.ts');
/** The runtime's chunk name: its file is `assets/islands-<hash>.js`. */
export const ISLANDS_CHUNK = 'islands';
const runtimeAddress = 'virtual:island-runtime';
const INLINE_SCRIPT = '?inline-script';

/** A module and what it imports as one classic script (no `import`, no `export`), minified. */
export async function inlineScript(file: string, target: string | string[]) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trim();
  return { code, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

function runtimeEntry(): Plugin {
  return {
    name: 'islands-runtime-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      // Its export is what the page's first script calls; an entry keeps it only when told to.
      this.emitFile({ type: 'chunk', id: runtimeModule, name: ISLANDS_CHUNK, preserveSignature: 'strict' });
    },
  };
}

function runtimeAddressModule(drawsIslandPages: boolean): Plugin {
  return {
    name: 'islands-runtime-address',
    resolveId: (id) => (id === runtimeAddress ? `\0${runtimeAddress}` : null),
    async load(id) {
      if (id !== `\0${runtimeAddress}`) return null;
      const { config } = this.environment;
      // In development the framework draws every page; in the browser, a page of islands is never drawn.
      if (!drawsIslandPages || config.command !== 'build' || this.environment.name === 'client') {
        return 'export const runtimeUrl = undefined;';
      }
      // React Router builds the client first, with its manifest (it reads it itself), beside this build's.
      const manifestFile = path.resolve(config.build.outDir, '../client/.vite/manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      const runtime = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === ISLANDS_CHUNK);
      if (!runtime) throw new Error(`no islands runtime in ${manifestFile}`);
      return `export const runtimeUrl = ${JSON.stringify(`${config.base}${runtime.file}`)};`;
    },
  };
}

function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null;
      // The browser's target in every environment: the server's page and the browser's render carry one code.
      const { target } = this.environment.getTopLevelConfig().environments.client!.build;
      const { code, inputs } = await inlineScript(id.slice(0, -INLINE_SCRIPT.length), target || 'esnext');
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/** `drawsIslandPages: false` for a build that draws none of the islands' pages (the server's first screen). */
export function islands({ drawsIslandPages = true } = {}): Plugin[] {
  return [runtimeEntry(), runtimeAddressModule(drawsIslandPages), inlineScripts()];
}
