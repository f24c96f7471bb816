import type { Invoice } from '@common/schemas/file-details';
import { TitledSection } from './detail-list';
import { fileDate } from './file-text';

const REFERENCE_KIND: Record<string, string> = {
  order: "Ordine d'acquisto",
  contract: 'Contratto',
  agreement: 'Convenzione',
  receipt: 'Ricezione',
  invoice: 'Fattura collegata',
  delivery: 'DDT',
};

/** The invoice's causale: the file's own words, one paragraph for each of its Causale elements. */
export function InvoiceCausale({ invoice }: { invoice: Invoice }) {
  if (invoice.causale.length === 0) return null;
  return (
    <TitledSection title="Causale">
      <div className="grid gap-2 text-sm break-words whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
        {invoice.causale.map((paragraph, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the file's order is the paragraphs' only identity
          <p key={position}>{paragraph}</p>
        ))}
      </div>
    </TitledSection>
  );
}

/** The documents the invoice refers to: orders, contracts, delivery notes, an invoice it corrects… */
export function InvoiceReferences({ invoice }: { invoice: Invoice }) {
  if (invoice.references.length === 0) return null;
  return (
    <TitledSection title="Riferimenti">
      <ul className="grid gap-2 text-sm">
        {invoice.references.map((reference, position) => {
          const which = [
            reference.id && `n. ${reference.id}`,
            reference.date && `del ${fileDate(reference.date)}`,
          ]
            .filter(Boolean)
            .join(' ');
          const facts = [
            which,
            reference.cig && `CIG ${reference.cig}`,
            reference.cup && `CUP ${reference.cup}`,
          ].filter(Boolean);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the file's order is the references' only identity
            <li key={position} className="break-words text-slate-900 [overflow-wrap:anywhere]">
              <span className="font-semibold">{REFERENCE_KIND[reference.kind] ?? reference.kind}</span>
              {facts.length > 0 && <span>{` ${facts.join(' · ')}`}</span>}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
