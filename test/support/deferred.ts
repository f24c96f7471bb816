/** A promise and the function that resolves it, for a test to decide when something may go on. */
export function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
