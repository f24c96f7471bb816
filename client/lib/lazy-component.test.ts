import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return React.createElement('p', null, `Ciao ${name}`);
}

const inSuspense = (element: React.ReactElement) =>
  renderToString(React.createElement(React.Suspense, { fallback: 'attendere' }, element));

describe('lazyComponent', () => {
  it('draws its fallback until the code is there', () => {
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>(() => {}));
    expect(inSuspense(React.createElement(Lazy, { name: 'Mario' }))).toContain('attendere');
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
