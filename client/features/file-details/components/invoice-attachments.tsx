import type { Invoice } from '@common/schemas/file-details';
import { Download, FileX } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatFileSize } from '~/lib/file-size';
import { TitledSection } from './detail-list';

export interface InvoiceAttachmentsProps {
  invoice: Invoice;
  /** The file's address: an attachment is `<base>/attachments/<index>`. */
  base: string;
}

/** The files inside the invoice (Allegati): each downloadable when it is a type the portal accepts. */
export function InvoiceAttachments({ invoice, base }: InvoiceAttachmentsProps) {
  if (invoice.attachments.length === 0) return null;
  return (
    <TitledSection title="Allegati">
      <ul className="grid gap-3">
        {invoice.attachments.map((attachment) => (
          <li
            key={attachment.index}
            className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-0.5 text-sm">
              <p className="font-semibold break-words text-slate-900 [overflow-wrap:anywhere]">
                {attachment.name}
              </p>
              {attachment.description && (
                <p className="break-words text-slate-800">{attachment.description}</p>
              )}
              <p className="text-slate-700">{formatFileSize(attachment.bytes)}</p>
            </div>
            {attachment.type === null ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-700">
                <FileX className="size-4 shrink-0" aria-hidden="true" />
                tipo di file non riconosciuto: non scaricabile
              </p>
            ) : (
              <Button asChild variant="outline" size="sm" className="w-full sm:w-auto print:hidden">
                <a
                  href={`${base}/attachments/${attachment.index}`}
                  download={attachment.name}
                  aria-label={`Scarica l'allegato ${attachment.name}`}
                >
                  <Download aria-hidden="true" />
                  Scarica
                </a>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
