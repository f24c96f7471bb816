import type { BulkFile, BulkState } from './bulk-upload-state';

export interface RunProgress {
  completed: number;
  total: number;
  /** The specification's figure: completed files over all files. */
  percent: number;
  /** The current file's own byte progress. */
  current: { title: string; loaded: number; total: number; percent: number } | null;
}

export function runProgress<F extends BulkFile>(state: BulkState<F>): RunProgress | null {
  const { run } = state;
  if (!run) return null;
  const completed = run.succeeded + run.failed;
  const total = run.ids.length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const entry = run.current && state.entries.find((e) => e.id === run.current?.id);
  const current =
    run.current && entry
      ? {
          title: entry.title,
          loaded: run.current.loaded,
          total: run.current.total,
          percent:
            run.current.total > 0
              ? Math.min(100, Math.round((run.current.loaded / run.current.total) * 100))
              : 0,
        }
      : null;
  return { completed, total, percent, current };
}

export interface RunOutcome {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The specification's three result toasts. */
export function runOutcome(succeeded: number, failed: number): RunOutcome {
  if (failed === 0) {
    return {
      title: 'Upload completato',
      description: `${succeeded} documenti caricati con successo`,
      variant: 'default',
    };
  }
  if (succeeded === 0) {
    return {
      title: 'Upload fallito',
      description: `Tutti i ${failed} documenti hanno avuto errori`,
      variant: 'destructive',
    };
  }
  return {
    title: 'Upload parzialmente completato',
    description: `${succeeded} documenti caricati, ${failed} errori`,
    variant: 'destructive',
  };
}
