import { describe, expect, it } from 'vitest';
import { decodeEntities, firstImageSrc, htmlToText, truncateText } from './html-text';

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal references', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &apos; &egrave; &Agrave; &euro; &rsquo; &nbsp;|')).toBe(
      '& < > " \' è À € ’ \u00a0|',
    );
    expect(decodeEntities('&#233; &#xE8; &#X20AC; &#8220;')).toBe('é è € “');
  });

  it('reads &#128;-&#159; as windows-1252, as browsers do', () => {
    expect(decodeEntities('l&#146;IVA &#128; &#150;')).toBe('l’IVA € –');
  });

  it('leaves unknown names and invalid numbers harmless', () => {
    expect(decodeEntities('&lol9; &notanentity; &#0; &#xD800; &#1114112;')).toBe(
      '&lol9; &notanentity; \uFFFD \uFFFD \uFFFD',
    );
  });

  it('decodes once only', () => {
    expect(decodeEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });
});

describe('htmlToText', () => {
  it('removes tags, keeping words apart at block boundaries only', () => {
    expect(htmlToText('<p>Il <b>regime</b>-forfettario</p><p>resta</p>uguale<br/>ok')).toBe(
      'Il regime-forfettario resta uguale ok',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('a<script>alert("x")</script> b <style>p{}</style>c<!-- nascosto -->d')).toBe('a b cd');
  });

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(htmlToText('<p>3 &lt; 5 &amp;&amp; &lt;b&gt;</p>')).toBe('3 < 5 && <b>');
  });

  it('copes with ">" inside attributes and with bare "<"', () => {
    expect(htmlToText('<a title="a > b" href=\'x\'>link</a> e 3 < 4')).toBe('link e 3 < 4');
  });

  it('collapses whitespace, non-breaking spaces and control characters', () => {
    expect(htmlToText('  uno\n\n\tdue&nbsp;&nbsp;tre\u0007 \u200b ')).toBe('uno due tre');
  });
});

describe('truncateText', () => {
  it('leaves short text alone', () => {
    expect(truncateText('breve', 10)).toBe('breve');
    expect(truncateText('esattamente', 11)).toBe('esattamente');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncateText('uno due tre quattro cinque', 16)).toBe('uno due tre…');
    expect(truncateText('uno, due, tre, quattro', 12)).toBe('uno, due…');
  });

  it('cuts inside a very long word rather than leaving almost nothing', () => {
    expect(truncateText(`a ${'x'.repeat(40)}`, 10)).toBe('a xxxxxxx…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
  });
});

describe('firstImageSrc', () => {
  it('finds the first image in any quoting style', () => {
    expect(firstImageSrc('<p>x</p><img alt="a" src="/a.jpg"><img src="/b.jpg">')).toBe('/a.jpg');
    expect(firstImageSrc("<IMG SRC='https://x.example/a.png?x=1&amp;y=2'>")).toBe(
      'https://x.example/a.png?x=1&y=2',
    );
    expect(firstImageSrc('<img src=/c.gif alt=c>')).toBe('/c.gif');
    expect(firstImageSrc('<p>nessuna immagine</p><imgx src="/no.jpg">')).toBeUndefined();
  });
});
