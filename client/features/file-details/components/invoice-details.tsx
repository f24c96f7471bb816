import type { Invoice } from '@common/schemas/file-details';
import { InvoiceAttachments } from './invoice-attachments';
import { InvoiceLines } from './invoice-lines';
import { InvoiceParties } from './invoice-parties';
import { InvoicePayments } from './invoice-payments';
import { InvoiceCausale, InvoiceReferences } from './invoice-references';
import { PensionContributions, VatSummary, Withholdings } from './invoice-taxes';

export interface InvoiceDetailsProps {
  invoice: Invoice;
  /** The file's address (`/api/documents/12`): pages of lines and the attachments are under it. */
  base: string;
  /** Which invoice of the file (a batch holds several), from 0. */
  index: number;
}

/** Everything the invoice says below its summary, in the order a paper invoice reads. */
export function InvoiceDetails({ invoice, base, index }: InvoiceDetailsProps) {
  return (
    <div className="grid min-w-0 gap-8 print:gap-6">
      <InvoiceParties invoice={invoice} />
      <InvoiceLines base={base} index={index} invoice={invoice} />
      <VatSummary invoice={invoice} />
      <Withholdings invoice={invoice} />
      <PensionContributions invoice={invoice} />
      <InvoicePayments invoice={invoice} />
      <InvoiceCausale invoice={invoice} />
      <InvoiceReferences invoice={invoice} />
      <InvoiceAttachments invoice={invoice} base={base} />
    </div>
  );
}
