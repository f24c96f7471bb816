import type { Invoice, Party } from '@common/schemas/file-details';
import { DetailList, TitledSection } from './detail-list';
import { words } from './file-text';

/** 'Via Roma 1, 20121 Milano (MI)': the address on one line, the country only when it is not Italy. */
function addressLine(address: NonNullable<Party['address']>): string | null {
  const town = [address.postalCode, address.town].filter(Boolean).join(' ');
  const parts = [
    address.street,
    [town, address.province && `(${address.province})`].filter(Boolean).join(' '),
    address.country && address.country.toUpperCase() !== 'IT' ? address.country : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

function PartyDetails({ title, party }: { title: string; party: Party }) {
  return (
    <TitledSection title={title} className="content-start">
      <p className="font-semibold break-words text-slate-900">{party.name}</p>
      <DetailList
        details={[
          { label: 'Partita IVA', value: party.vatNumber },
          { label: 'Codice fiscale', value: party.codiceFiscale },
          { label: 'Indirizzo', value: party.address && addressLine(party.address) },
          { label: 'PEC', value: party.pec },
          { label: 'Codice destinatario SdI', value: party.sdiCode },
          { label: 'Regime fiscale', value: party.taxRegime && words('taxRegime', party.taxRegime) },
        ]}
      />
    </TitledSection>
  );
}

/** Who issued the invoice (cedente/prestatore) and to whom (cessionario/committente). */
export function InvoiceParties({ invoice }: { invoice: Invoice }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
      <PartyDetails title="Fornitore" party={invoice.supplier} />
      <PartyDetails title="Cliente" party={invoice.customer} />
    </div>
  );
}
