import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

// No DOM library in this project's unit tests: the markup React writes is what a browser would get.
const drawn = (text: string) => renderToStaticMarkup(createElement(MessageText, { text }));

describe('MessageText', () => {
  it('draws an address as a link opening apart, with no opener or referrer', () => {
    expect(drawn('Il modulo è su https://www.inps.it/moduli oggi')).toContain(
      '<a href="https://www.inps.it/moduli" target="_blank" rel="noopener noreferrer"',
    );
    expect(drawn('Il modulo è su https://www.inps.it/moduli oggi')).toContain(
      '>https://www.inps.it/moduli</a> oggi',
    );
  });

  it('shows markup as the text it is', () => {
    const html = drawn('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps the line breaks, drawn as written in a paragraph that keeps them', () => {
    const html = drawn('Prima riga\n\nTerza riga');
    expect(html).toMatch(/^<p class="[^"]*whitespace-pre-wrap[^"]*">Prima riga\n\nTerza riga<\/p>$/);
  });

  it('makes no link of a javascript: text', () => {
    expect(drawn('javascript:alert(1)')).not.toContain('<a');
  });
});
