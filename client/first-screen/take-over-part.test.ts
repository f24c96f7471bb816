import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TakeOverPart } from './take-over-part';

const h = React.createElement;

function Labelled({ text }: { text: string }) {
  return h('p', { id: React.useId() }, text);
}

// `react-dom/server` is Preact's renderer here, as in the server's drawing (vitest.config.ts).
const drawn = (element: React.ReactElement) => renderToString(element);
const idsOf = (html: string) => [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
const part = (name: string) => h(TakeOverPart, { key: name, name, children: h(Labelled, { text: name }) });

describe('TakeOverPart', () => {
  it('outside a take-over draws its child as it is', () => {
    expect(drawn(h(TakeOverPart, { name: 'saluto', children: h('p', null, 'Ciao') }))).toBe('<p>Ciao</p>');
  });

  // The browser draws the parts in another order than the server met them (decision 0034): each part's
  // ids are its own, whatever comes before it, so that the two agree.
  it("gives each part ids of its own, the same wherever it is met, apart from the screen's others", () => {
    const outside = h(Labelled, { key: 'fuori', text: 'fuori' });
    const inOrder = idsOf(drawn(h('div', null, [outside, part('uno'), part('due')])));
    const swapped = idsOf(drawn(h('div', null, [part('due'), outside, part('uno')])));
    expect(new Set(inOrder).size).toBe(3);
    expect(inOrder[0]).toBe('P0-0');
    expect(swapped).toEqual([inOrder[2], inOrder[0], inOrder[1]]);
  });
});
