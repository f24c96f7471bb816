type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed into a prerendered form before its island ran would be
 * wiped by the form library, which starts from its default values. Taken
 * before hydration; the returned function puts it back (as typing would), and
 * is called right after hydration (before the person can type again) and once
 * the island's effects have run. A field the person has typed into since is
 * theirs: putting the older value back would drop the keys pressed meanwhile.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input[name], textarea[name]')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.value !== '')
    .map((field) => ({ name: field.name, value: field.value }));
  const typedSince = new Set<string>();
  const onInput = (event: Event) => {
    if (event.isTrusted) typedSince.add((event.target as Field).name);
  };
  root.addEventListener('input', onInput, true);
  return () => {
    for (const { name, value } of typed) {
      const field = root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
      if (!field || field.value === value || typedSince.has(name)) continue;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

/** Preact runs effects in an animation frame; a task queued in that frame runs after them. */
export function afterEffects(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
