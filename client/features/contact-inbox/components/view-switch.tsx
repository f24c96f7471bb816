import { cn } from '~/lib/utils';

export type InboxView = 'inbox' | 'spam';

const option =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm';

/**
 * Inbox or spam: two pressed/unpressed buttons, not tabs, so the panel's own tab list stays
 * the only one on the page. The spam count is shown once it is known, zero included.
 */
export function ViewSwitch({
  view,
  spamCount,
  controls,
  onChange,
}: {
  view: InboxView;
  spamCount: number | undefined;
  /** The id of the list the buttons change. */
  controls: string;
  onChange: (view: InboxView) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid">
      <legend className="sr-only">Cartella dei messaggi</legend>
      <button
        type="button"
        aria-pressed={view === 'inbox'}
        aria-controls={controls}
        onClick={() => onChange('inbox')}
        className={option}
      >
        Messaggi
      </button>
      <button
        type="button"
        aria-pressed={view === 'spam'}
        aria-controls={controls}
        onClick={() => onChange('spam')}
        className={option}
      >
        Spam{' '}
        {spamCount !== undefined && (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              spamCount > 0 ? 'bg-slate-700 text-white' : 'bg-slate-200 text-slate-800',
            )}
          >
            {spamCount}
            <span className="sr-only"> {spamCount === 1 ? 'messaggio' : 'messaggi'}</span>
          </span>
        )}
      </button>
    </fieldset>
  );
}
