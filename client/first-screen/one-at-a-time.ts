/**
 * Runs the tasks given to the returned function one after the other, each once the one before has
 * settled, whatever its outcome: for work that holds module state for its whole time.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task);
    last = run.catch(() => {});
    return run;
  };
}
