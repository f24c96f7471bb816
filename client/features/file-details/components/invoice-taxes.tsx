import { codeWithMeaning } from '@common/fattura-codes';
import type { Invoice } from '@common/schemas/file-details';
import { DetailList, TitledSection } from './detail-list';
import { amount, percent, vatText, words } from './file-text';

const itemClass = 'grid gap-2 rounded-md border border-slate-200 p-3 print:break-inside-avoid';

/** The VAT summary (one entry per rate or nature), with the stamp duty when the invoice bears it. */
export function VatSummary({ invoice }: { invoice: Invoice }) {
  if (invoice.vatSummary.length === 0 && !invoice.stampDuty) return null;
  return (
    <TitledSection title="Riepilogo IVA">
      {invoice.vatSummary.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
          {invoice.vatSummary.map((entry, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one rate may come twice (with different natures)
            <li key={position} className={itemClass}>
              <p className="font-semibold break-words text-slate-900">
                {vatText(entry.rate, entry.nature) ?? `IVA ${percent(entry.rate)}`}
              </p>
              <DetailList
                details={[
                  { label: 'Imponibile', value: amount(entry.taxable, invoice.currency) },
                  { label: 'Imposta', value: amount(entry.tax, invoice.currency) },
                  {
                    label: 'Esigibilità IVA',
                    value: entry.chargeability && words('chargeability', entry.chargeability),
                  },
                  { label: 'Riferimento normativo', value: entry.legalReference },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      {invoice.stampDuty && (
        <p className="text-sm text-slate-900">
          Imposta di bollo: {amount(invoice.stampDuty, invoice.currency)}
        </p>
      )}
    </TitledSection>
  );
}

/** The withholdings (ritenute) the customer pays to the State in the supplier's stead. */
export function Withholdings({ invoice }: { invoice: Invoice }) {
  if (invoice.withholding.length === 0) return null;
  return (
    <TitledSection title={invoice.withholding.length > 1 ? 'Ritenute' : 'Ritenuta'}>
      <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        {invoice.withholding.map((entry, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the file's order is their only identity
          <li key={position} className={itemClass}>
            <p className="font-semibold break-words text-slate-900">{words('withholdingType', entry.type)}</p>
            <DetailList
              details={[
                { label: 'Aliquota', value: entry.rate && percent(entry.rate) },
                { label: 'Importo', value: amount(entry.amount, invoice.currency) },
                {
                  label: 'Causale di pagamento',
                  value: entry.reason && codeWithMeaning('paymentReason', entry.reason),
                },
              ]}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The contributions to a professional's pension fund (cassa previdenziale) added to the invoice. */
export function PensionContributions({ invoice }: { invoice: Invoice }) {
  if (invoice.pension.length === 0) return null;
  return (
    <TitledSection title="Cassa previdenziale">
      <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        {invoice.pension.map((entry, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the file's order is their only identity
          <li key={position} className={itemClass}>
            <p className="font-semibold break-words text-slate-900">{words('pensionFund', entry.fund)}</p>
            <DetailList
              details={[
                { label: 'Aliquota', value: entry.rate && percent(entry.rate) },
                { label: 'Contributo', value: amount(entry.amount, invoice.currency) },
                { label: 'Imponibile', value: entry.taxable && amount(entry.taxable, invoice.currency) },
                { label: 'IVA sul contributo', value: vatText(entry.vatRate, entry.nature) },
              ]}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
