import type { SpamMessageSummary } from '@common/schemas/contact';
import { Undo2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
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
  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
        Nessun messaggio nello spam
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Messaggi giudicati automatici, dal più recente</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Data
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Mittente
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Oggetto
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Motivo
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
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
        </tbody>
      </table>
    </div>
  );
}
