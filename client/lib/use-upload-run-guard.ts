import * as React from 'react';

/**
 * Guards a run of uploads: leaving the page aborts the request in flight (the server keeps nothing
 * of it), and while the run goes a reload or a closed tab makes the browser ask first.
 * Returns the slot for the run's AbortController.
 */
export function useUploadRunGuard(running: boolean): React.RefObject<AbortController | null> {
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  React.useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  return controller;
}
