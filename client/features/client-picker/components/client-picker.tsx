import type { ClientOption } from '@common/schemas/client-options';
import { X } from 'lucide-react';
import * as React from 'react';
import { Input } from '~/components/ui/input';
import { formatTotal } from '~/components/ui/load-more';
import { cn } from '~/lib/utils';
import { useClientOption, useClientOptions } from '../api/client-options';

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DELAY_MS = 250;

export const clientLabel = (c: Pick<ClientOption, 'fullName' | 'username'>) =>
  `${c.fullName} (${c.username})`;

interface ClientPickerProps {
  /** From FormField: the id its label points at, and the hint and error it describes. */
  id: string;
  value: number | null;
  onChange: (id: number | null, client: ClientOption | null) => void;
  /** The choice of no client ('Tutti i clienti'); without it a client must be chosen. */
  noneLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
}

/**
 * A client chosen by typing part of the name, username or e-mail: the
 * server searches a firm of any size and offers the first matches (the ARIA
 * combobox pattern: arrows move, Enter picks, Escape closes).
 */
export function ClientPicker({ id, value, onChange, noneLabel, disabled, ...described }: ClientPickerProps) {
  const listId = `${id}-options`;
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState('');
  const [q, setQ] = React.useState('');
  const [active, setActive] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosen = useClientOption(value);
  const options = useClientOptions(q, open);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const shownText = open ? text : value === null ? '' : chosen.data ? clientLabel(chosen.data) : '';
  const items = options.data?.items ?? [];
  const choices: (ClientOption | null)[] = noneLabel && q === '' ? [null, ...items] : items;

  const pick = (client: ClientOption | null) => {
    onChange(client?.id ?? null, client);
    setOpen(false);
  };
  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQ(next.trim()), SEARCH_DELAY_MS);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return type('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(choices.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (choices.length > 0) pick(choices[active] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && choices.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={noneLabel ?? 'Scrivi il nome, lo username o l’e-mail'}
        value={shownText}
        disabled={disabled}
        onChange={(e) => type(e.target.value)}
        onFocus={(e) => e.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={cn(value !== null && noneLabel && 'pr-10')}
        {...described}
      />
      {value !== null && noneLabel && !disabled && (
        <button
          type="button"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-600 hover:bg-slate-100"
          onClick={() => pick(null)}
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{noneLabel}</span>
        </button>
      )}
      {open && (
        <div className="absolute z-20 mt-1 w-full rounded-md border border-slate-300 bg-white shadow-lg">
          <div id={listId} role="listbox" aria-label="Clienti" className="max-h-72 overflow-y-auto py-1">
            {choices.map((client, i) => (
              // The focus stays in the field (aria-activedescendant): an option is never tabbed to.
              <div
                key={client?.id ?? 'none'}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // Before the input's blur, or the list would close before the click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(client);
                }}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  i === active && 'bg-brand-50 text-brand-900',
                )}
              >
                {client ? (
                  <>
                    <span className="font-medium">{client.fullName}</span>{' '}
                    <span className="text-slate-600">
                      {client.username} · {client.email}
                    </span>
                  </>
                ) : (
                  noneLabel
                )}
              </div>
            ))}
          </div>
          <p className="px-3 py-2 text-xs text-slate-600 empty:hidden" aria-live="polite">
            {options.isSuccess && items.length === 0
              ? 'Nessun cliente trovato'
              : options.data && options.data.total > items.length
                ? `${items.length} di ${formatTotal(options.data.total, options.data.totalCapped)}: scrivi di più per restringere`
                : ''}
          </p>
        </div>
      )}
    </div>
  );
}
