const trusted = Symbol('trusted HTML');

/** HTML built by `html`: every value put into it was escaped once, on the way in. */
export interface Html {
  readonly [trusted]: string;
}

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

type Value = string | number | Html | readonly Html[];

function isHtml(value: unknown): value is Html {
  return typeof value === 'object' && value !== null && trusted in value;
}

function piece(value: Value): string {
  if (isHtml(value)) return value[trusted];
  if (Array.isArray(value)) return value.map((item: Html) => item[trusted]).join('\n');
  return escapeHtml(String(value));
}

/**
 * The e-mails' HTML parts: `html\`<p>Gentile ${name},</p>\`` escapes `name`,
 * and leaves as they are only values built by `html` themselves (a list's items,
 * one per line). Nothing a person typed reaches a message unescaped, and no
 * module escapes by hand.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += piece(value) + strings[i + 1]!;
  });
  return { [trusted]: out };
}

/** The finished markup, for the message's HTML part. */
export function htmlText(fragment: Html): string {
  return fragment[trusted];
}
