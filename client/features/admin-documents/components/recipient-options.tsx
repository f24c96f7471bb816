import type { ClientOption } from '../documents-overview';

interface RecipientOptionsProps {
  recipients: readonly ClientOption[];
  isPending: boolean;
  isError: boolean;
}

/** The options of a client select: a prompt, then each client by name (username for homonyms). */
export function RecipientOptions({ recipients, isPending, isError }: RecipientOptionsProps) {
  const prompt = isPending
    ? 'Caricamento clienti...'
    : isError
      ? 'Elenco clienti non disponibile'
      : recipients.length === 0
        ? 'Nessun cliente: creane uno in Gestione Utenti'
        : 'Seleziona un cliente';
  return (
    <>
      {/* Not disabled: a form reset selects the first enabled option, and that must be this one. */}
      <option value="">{prompt}</option>
      {recipients.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.fullName} ({c.username})
        </option>
      ))}
    </>
  );
}
