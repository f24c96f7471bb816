import type { ContactMessageSummary } from '@common/schemas/contact';
import { formatShortDateTime, isoDateTime } from '~/lib/dates';
import { cn } from '~/lib/utils';

interface MessageCellsProps {
  message: Pick<ContactMessageSummary, 'id' | 'createdAt' | 'name' | 'email' | 'subject'>;
  /** An unread message: sender and subject in bold. */
  bold?: boolean;
  onOpen: (id: number) => void;
}

/** A message row's first cells, the same in either list: date, sender, and the subject that opens it. */
export function MessageCells({ message, bold = false, onOpen }: MessageCellsProps) {
  return (
    <>
      <td data-label="Data" className="px-4 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={isoDateTime(message.createdAt)}>{formatShortDateTime(message.createdAt)}</time>
      </td>
      <td data-label="Mittente" className="px-4 py-3">
        <span className={cn('block text-slate-900', bold && 'font-semibold')}>{message.name}</span>
        <span className="block break-all text-slate-700">{message.email}</span>
      </td>
      <td data-label="Oggetto" className="px-4 py-3">
        <button
          type="button"
          onClick={() => onOpen(message.id)}
          className={cn(
            'text-left text-brand-700 underline-offset-2 hover:underline',
            bold && 'font-semibold',
          )}
        >
          {message.subject}
        </button>
      </td>
    </>
  );
}
