import type { FileDetails, Invoice } from '@common/schemas/file-details';
import { FileWarning } from 'lucide-react';
import * as React from 'react';
import { Deeper, Heading } from './heading';
import { InvoiceDetails } from './invoice-details';
import { InvoiceSummaryCard } from './invoice-summary-card';
import { SdiNoticeView } from './sdi-notice-view';
import { SignatureCard } from './signature-card';

export interface FileDetailsViewProps {
  details: FileDetails;
  /** The file's API address (`/api/documents/12`): pages of lines, the signed content and attachments are under it. */
  api: string;
  /** The stored file's name: the signed content of a `.p7m` is offered under it, without the `.p7m`. */
  fileName: string;
  /** The file's own download, where the person may download it. */
  download: string | null;
}

/** A stored file made readable: its signature, the invoices it holds or the SdI notice it is. */
export function FileDetailsView({ details, api, fileName, download }: FileDetailsViewProps) {
  const invoices = details.invoices ?? [];
  const nothing = !details.signature && invoices.length === 0 && !details.notice && !details.unreadable;
  const signature = details.signature && (
    <SignatureCard signature={details.signature} base={api} fileName={fileName} />
  );
  // One invoice: what it is comes first, on a phone's first screen, and who signed it right after.
  if (invoices.length === 1) {
    return <OneInvoice invoice={invoices[0]!} api={api} index={0} afterSummary={signature} />;
  }
  return (
    <>
      {signature}
      {invoices.length > 1 &&
        invoices.map((invoice, index) => (
          <BatchInvoice
            // biome-ignore lint/suspicious/noArrayIndexKey: the batch's order is the invoices' identity
            key={index}
            invoice={invoice}
            api={api}
            index={index}
            count={invoices.length}
          />
        ))}
      {details.notice && <SdiNoticeView notice={details.notice} />}
      {details.unreadable && <Unreadable reason={details.unreadable.reason} download={download} />}
      {nothing && (
        <p className="text-slate-800">
          Il file non contiene una fattura elettronica né un messaggio dello SdI.
        </p>
      )}
    </>
  );
}

interface InvoiceProps {
  invoice: Invoice;
  api: string;
  index: number;
  afterSummary?: React.ReactNode;
}

function OneInvoice({ invoice, api, index, afterSummary }: InvoiceProps) {
  return (
    <article className="grid min-w-0 gap-6 print:gap-4">
      <InvoiceSummaryCard invoice={invoice} />
      {afterSummary}
      <InvoiceDetails invoice={invoice} base={api} index={index} />
    </article>
  );
}

/** One invoice of a batch, under its own heading ('Fattura 2 di 3'): its parts one level below. */
function BatchInvoice({ count, ...props }: InvoiceProps & { count: number }) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 border-t-2 border-slate-300 pt-4 print:break-before-page print:border-0 first-of-type:print:break-before-auto"
    >
      <Heading id={headingId} className="text-xl">
        Fattura {props.index + 1} di {count}
      </Heading>
      <Deeper>
        <OneInvoice {...props} />
      </Deeper>
    </section>
  );
}

/** The portal could not read the file: why, and that the file itself is kept as it was sent. */
function Unreadable({ reason, download }: { reason: string; download: string | null }) {
  return (
    <div role="note" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <FileWarning className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold break-words">File non leggibile: {reason}</p>
        <p className="text-sm">
          Il file è conservato così com'è stato inviato
          {download ? (
            <>
              :{' '}
              <a
                href={download}
                className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                scarica il file originale
              </a>
              .
            </>
          ) : (
            '.'
          )}
        </p>
      </div>
    </div>
  );
}
