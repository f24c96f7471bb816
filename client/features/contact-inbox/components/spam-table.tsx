import type { SpamMessageSummary } from '@common/schemas/contact';
import { Undo2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { spamReasonLabels } from '../spam-reasons';

/** The spam view: messages judged automated, newest first; each can go back to the inbox. */
export function SpamTable({
  messages,
  restoring,
  onOpen,
  onRestore,
}: {
  messages: SpamMessageSummary[];
  /** A restore is under way: the buttons wait (still focusable, so the focus is not lost). */
  restoring: boolean;
  onOpen: (id: number) => void;
  onRestore: (id: number) => void;
}) {
  return (
    <DataTable
      caption="Messaggi giudicati automatici, dal più recente"
      columns={['Data', 'Mittente', 'Oggetto', 'Motivo', { key: 'actions', label: 'Azioni', srOnly: true }]}
      empty={messages.length === 0 && 'Nessun messaggio nello spam'}
    >
      {messages.map((m) => (
        <tr key={m.id}>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            <time dateTime={isoDateTime(m.createdAt)}>{formatShortDateTime(m.createdAt)}</time>
          </td>
          <td className="px-4 py-3">
            <span className="block text-slate-900">{m.name}</span>
            <span className="block break-all text-slate-700">{m.email}</span>
          </td>
          <td className="px-4 py-3">
            <button
              type="button"
              onClick={() => onOpen(m.id)}
              className="text-left text-brand-700 underline-offset-2 hover:underline"
            >
              {m.subject}
            </button>
          </td>
          <td className="px-4 py-3 text-slate-700">{spamReasonLabels[m.spamReason]}</td>
          <td className="px-4 py-3 text-right">
            <Button
              variant="outline"
              size="sm"
              className="aria-disabled:opacity-50"
              aria-disabled={restoring || undefined}
              onClick={() => {
                if (!restoring) onRestore(m.id);
              }}
            >
              <Undo2 aria-hidden="true" />
              Ripristina<span className="sr-only"> «{m.subject}»</span>
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
