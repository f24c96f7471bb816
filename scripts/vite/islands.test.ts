import path from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScript } from './islands';

const client = path.resolve(import.meta.dirname, '../../client');

describe('inlineScript', () => {
  it('builds a module and what it imports as one classic script, which the page can carry inline', async () => {
    const file = path.join(client, 'features/cookie-consent/first-visit-script.ts');
    const { code, inputs } = await inlineScript(file, 'es2022');
    // A classic script: module syntax would not even parse.
    expect(() => new Script(code)).not.toThrow();
    expect(code).not.toMatch(/\bimport\s*[{*"']|\bexport\s/);
    // The storage key came from another module, bundled in; both are watched in development.
    expect(code).toContain('"cookie-choice"');
    expect(inputs).toEqual(
      expect.arrayContaining([file, path.join(client, 'features/cookie-consent/consent-storage.ts')]),
    );
  });

  it("keeps the page script's lazy import of the runtime, whose address the page gives it", async () => {
    const { code } = await inlineScript(path.join(client, 'islands/page-script.ts'), 'es2022');
    expect(() => new Script(code)).not.toThrow();
    expect(code).toContain('.dataset.runtime');
    expect(code).toMatch(/\bimport\(/);
  });
});
