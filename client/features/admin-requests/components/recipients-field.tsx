import { X } from 'lucide-react';
import * as React from 'react';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { formatTotal } from '~/components/ui/load-more';
import { ClientPicker, clientLabel } from '~/features/client-picker/components/client-picker';
import { addRecipient, type Recipients } from '../request-form';

interface RecipientsFieldProps {
  value: Recipients;
  onChange: (next: Recipients) => void;
  /** How many clients 'Tutti i clienti' reaches with the search (null while counting). */
  matching: { total: number; capped: boolean } | null;
  error: string | null;
  /** The fieldset, for the form to bring the focus to its field when the recipients are missing. */
  fieldsetRef?: React.Ref<HTMLFieldSetElement>;
  /** What reaches them, as the count's sentence starts ('La richiesta', 'Il messaggio'). */
  what?: string;
}

const modes = [
  { value: 'selected', label: 'Clienti selezionati' },
  { value: 'all', label: 'Tutti i clienti' },
] as const;

/** Who receives the request: clients picked one by one, or every client (a search narrows them). */
export function RecipientsField({
  value,
  onChange,
  matching,
  error,
  fieldsetRef,
  what = 'La richiesta',
}: RecipientsFieldProps) {
  const name = React.useId();
  return (
    <fieldset ref={fieldsetRef} className="grid gap-3">
      <legend className="mb-1 font-semibold text-slate-900">Destinatari</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {modes.map((mode) => (
          <label key={mode.value} className="flex min-h-9 items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={name}
              value={mode.value}
              checked={value.mode === mode.value}
              onChange={() => onChange({ ...value, mode: mode.value })}
              className="size-4 accent-brand-700"
            />
            {mode.label}
          </label>
        ))}
      </div>
      {value.mode === 'selected' ? (
        <>
          <FormField
            label="Aggiungi un cliente"
            hint="Scrivi il nome, lo username o l’e-mail e scegli"
            error={error ?? undefined}
          >
            {(field) => (
              <ClientPicker
                {...field}
                value={null}
                onChange={(_id, client) =>
                  client && onChange({ ...value, clients: addRecipient(value.clients, client) })
                }
              />
            )}
          </FormField>
          <p className="text-sm text-slate-700" aria-live="polite">
            {value.clients.length === 1
              ? '1 cliente selezionato'
              : `${value.clients.length} clienti selezionati`}
          </p>
          {value.clients.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Clienti selezionati">
              {value.clients.map((client) => (
                <li
                  key={client.id}
                  className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
                >
                  {clientLabel(client)}
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-brand-100"
                    onClick={() =>
                      onChange({ ...value, clients: value.clients.filter((c) => c.id !== client.id) })
                    }
                  >
                    <X className="size-4" aria-hidden="true" />
                    <span className="sr-only">Rimuovi {client.fullName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <FormField
            label="Restringi i clienti (facoltativo)"
            hint="Come la ricerca di «Gestione Utenti»: nome, username o e-mail. Vuoto: tutti i clienti."
            error={error ?? undefined}
          >
            {(field) => (
              <Input
                {...field}
                type="search"
                autoComplete="off"
                spellCheck={false}
                value={value.q}
                onChange={(event) => onChange({ ...value, q: event.target.value })}
              />
            )}
          </FormField>
          <p className="text-sm font-medium text-slate-900" aria-live="polite">
            {matching === null
              ? 'Conteggio dei clienti...'
              : matching.total === 1
                ? `${what} andrà a 1 cliente`
                : `${what} andrà a ${formatTotal(matching.total, matching.capped)} clienti`}
          </p>
        </>
      )}
    </fieldset>
  );
}
