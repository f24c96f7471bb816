import type { SdiNotice } from '@common/schemas/file-details';
import { Card } from '~/components/ui/card';
import { DetailList, TitledSection } from './detail-list';
import { fileMoment, words } from './file-text';
import { Heading } from './heading';

export interface SdiNoticeViewProps {
  notice: SdiNotice;
}

/** A message of the SdI about an invoice: which one, about which file, when, and what it found wrong. */
export function SdiNoticeView({ notice }: SdiNoticeViewProps) {
  return (
    <Card className="grid min-w-0 gap-4 p-4 sm:p-5 print:break-inside-avoid print:shadow-none">
      <div className="grid gap-1">
        <p className="text-sm text-slate-700">Messaggio del Sistema di Interscambio (SdI)</p>
        <Heading>{words('sdiNotice', notice.kind)}</Heading>
      </div>
      <DetailList
        details={[
          { label: 'Nome del file', value: notice.fileName },
          { label: 'Identificativo SdI', value: notice.sdiId },
          { label: 'Ricevuto dallo SdI il', value: notice.receivedAt && fileMoment(notice.receivedAt) },
          {
            label: 'Consegnato al destinatario il',
            value: notice.deliveredAt && fileMoment(notice.deliveredAt),
          },
          { label: 'Esito', value: notice.outcome && words('outcome', notice.outcome) },
          { label: 'Note', value: notice.note && <span className="whitespace-pre-line">{notice.note}</span> },
        ]}
      />
      {notice.errors.length > 0 && (
        <TitledSection title="Errori segnalati" className="print:break-inside-auto">
          <ul className="grid gap-2">
            {notice.errors.map((error, index) => (
              // The same code may come twice, about different parts of the file.
              // biome-ignore lint/suspicious/noArrayIndexKey: the notice's order is the errors' only identity
              <li key={index} className="rounded-md border border-slate-200 p-3 text-sm">
                <span className="font-semibold text-slate-900">Codice {error.code}</span>
                <span className="text-slate-700">: </span>
                <span className="break-words text-slate-900">{error.description}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </Card>
  );
}
