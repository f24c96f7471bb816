import { DRAWN_BY_SERVER_ATTRIBUTE } from '../../common/page-answers';

/**
 * What a person does on the screen the server drew (decision 0034) before the application has taken it
 * over is not lost: a button tapped or a form sent is held by the page's first script and done again
 * once the application runs on those same elements; what was typed or chosen is put back after its
 * first render, which draws the fields from its own state.
 */
const HELD = '__heldOnDrawnScreen';

type Held = HTMLButtonElement | HTMLFormElement;
const page = () => globalThis as unknown as Record<string, unknown> & { [HELD]?: Held[] };

/**
 * The page's first script (a classic one, in the head, so that it listens before the body is parsed;
 * scripts/private-pages.ts writes it into the area's page, whose CSP then allows it by its hash).
 */
export function holdInputScript(): string {
  const waiting = `document.body.hasAttribute(${JSON.stringify(DRAWN_BY_SERVER_ATTRIBUTE)})`;
  return [
    `(()=>{const held=window.${HELD}=[];`,
    `document.addEventListener("click",(e)=>{if(!${waiting})return;`,
    'const b=e.target.closest&&e.target.closest("button");if(b&&b.type!=="submit")held.push(b)},true);',
    `document.addEventListener("submit",(e)=>{if(!${waiting})return;e.preventDefault();held.push(e.target)},true)})()`,
  ].join('');
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function asDrawn(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '';
}

/** The fields changed on the drawn screen; the returned function gives them back their values. */
export function keepChangedFields(root: HTMLElement): () => void {
  const changed = [...root.querySelectorAll<Field>('input, select, textarea')]
    .filter((field) => !['checkbox', 'radio', 'file'].includes(field.type) && field.value !== asDrawn(field))
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of changed) {
      if (!field.isConnected || field.value === value) continue;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

/**
 * Once the application runs on the drawn elements: the page is the application's (nothing more is held,
 * and later navigations no longer wait for a whole screen), and what was held is done again, in order.
 */
export function releaseHeldInput(): void {
  document.body.removeAttribute(DRAWN_BY_SERVER_ATTRIBUTE);
  for (const held of page()[HELD]?.splice(0) ?? []) {
    if (!held.isConnected) continue;
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else held.click();
  }
}
