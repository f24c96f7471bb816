/**
 * React's `autoFocus` for an element drawn after the page has loaded. The private area runs on Preact
 * (decision 0027), which writes the `autofocus` attribute, and the browser acts on it only while the page
 * loads. Passed as `ref`: a function that never changes is called once, when the element appears.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
