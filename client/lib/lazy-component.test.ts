import * as React from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return React.createElement('p', null, `Ciao ${name}`);
}

/** The page React draws once every component it waits for has come. */
async function drawn(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('lazyComponent', () => {
  it('drawn before its code is there, waits for it', async () => {
    let arrive = (_component: typeof Greeting) => {};
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const drawing = drawn(React.createElement(Lazy, { name: 'Mario' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    arrive(Greeting);
    expect(await drawing).toBe('<p>Ciao Mario</p>');
  });

  it('asks for its code once, however often it is preloaded, waited for and drawn', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads++;
      return Greeting;
    });
    Lazy.preload();
    Lazy.preload();
    await Lazy.ready();
    expect(await drawn(React.createElement(Lazy, { name: 'Anna' }))).toBe('<p>Ciao Anna</p>');
    expect(loads).toBe(1);
  });

  it('is ready, and asks again when drawn, after a load that failed', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Lazy.ready()).resolves.toBeUndefined();
    expect(await drawn(React.createElement(Lazy, { name: 'Anna' }))).toBe('<p>Ciao Anna</p>');
    expect(loads).toBe(2);
  });
});
