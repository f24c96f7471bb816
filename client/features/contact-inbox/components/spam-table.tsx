import type { SpamMessageSummary } from '@common/schemas/contact';
import { Undo2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { spamReasonLabels } from '../spam-reasons';
import { MessageCells } from './message-cells';

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
          <MessageCells message={m} onOpen={onOpen} />
          <td data-label="Motivo" className="px-4 py-3 text-slate-700">
            {spamReasonLabels[m.spamReason]}
          </td>
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
