import { describe, expect, it } from 'vitest';
import { html, htmlText } from './html';

describe('html', () => {
  it('escapes every value once, and keeps fragments it built as they are', () => {
    const name = `Anna "<b>" O'Neil & figli`;
    const items = ['a < b', 'c > d'].map((t) => html`<li>${t}</li>`);
    const built = html`<p>Gentile ${name},</p>\n<ul>\n${items}\n</ul>\n${html`<p>${3}</p>`}`;
    expect(htmlText(built)).toBe(
      '<p>Gentile Anna &quot;&lt;b&gt;&quot; O&#39;Neil &amp; figli,</p>\n<ul>\n<li>a &lt; b</li>\n<li>c &gt; d</li>\n</ul>\n<p>3</p>',
    );
  });

  it('escapes a string that looks like a fragment: only html builds one', () => {
    const forged = { toString: () => '<script>' } as unknown as string;
    expect(htmlText(html`${forged}`)).toBe('&lt;script&gt;');
  });
});
