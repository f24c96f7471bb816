type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed into a prerendered form before its island ran would be
 * wiped by the form library, which starts from its default values. Taken
 * before hydration, put back (as typing would) once the island's effects ran.
 */
export function keepTypedValues(root: HTMLElement): () => Promise<void> {
  const typed = [...root.querySelectorAll<Field>('input[name], textarea[name]')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.value !== '')
    .map((field) => ({ name: field.name, value: field.value }));
  return () =>
    new Promise((resolve) => {
      if (typed.length === 0) return resolve();
      // Preact runs effects in an animation frame; this frame's task comes after them.
      requestAnimationFrame(() =>
        setTimeout(() => {
          for (const { name, value } of typed) {
            const field = root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
            if (!field || field.value === value) continue;
            field.value = value;
            field.dispatchEvent(new Event('input', { bubbles: true }));
          }
          resolve();
        }),
      );
    });
}
