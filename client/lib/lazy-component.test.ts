import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return React.createElement('p', null, `Ciao ${name}`);
}

describe('lazyComponent', () => {
  it('drawn before its code is there, waits for it', async () => {
    let arrive = (_component: typeof Greeting) => {};
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const drawing = renderToStringAsync(React.createElement(Lazy, { name: 'Mario' }) as unknown as VNode);
    await new Promise((resolve) => setTimeout(resolve, 10));
    arrive(Greeting);
    // Drawn once the code came, within the marks Preact's renderer leaves where a drawing waited.
    expect(await drawing).toBe('<!--$s--><p>Ciao Mario</p><!--/$s-->');
  });

  it('once its code is there, draws the component in its first render', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads++;
      return Greeting;
    });
    await Lazy.ready();
    // A server drawing (and the browser taking it over) cannot wait a render for the code (decision
    // 0034); React.lazy, never drawn before, would suspend here even with its code loaded.
    expect(renderToString(React.createElement(Lazy, { name: 'Mario' }))).toBe('<p>Ciao Mario</p>');
    expect(loads).toBe(1);
  });

  it('is ready, and asks again when drawn, after a load that failed', async () => {
    let fail = true;
    const Lazy = lazyComponent(async () => {
      if (fail) throw new Error('offline');
      return Greeting;
    });
    await expect(Lazy.ready()).resolves.toBeUndefined();
    fail = false;
    await Lazy.ready();
    expect(renderToString(React.createElement(Lazy, { name: 'Anna' }))).toBe('<p>Ciao Anna</p>');
  });
});
