import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { newThreadAddress, threadAddress } from '../messages-address';

interface WriteToFirmLinkProps {
  about: 'pagamento' | 'richiesta' | 'documento';
  id: number;
  /** The payment's or request's title: the new conversation's subject, and the link's name. */
  title: string;
  /** The conversation about it already there: the link opens it instead of a new one. */
  threadId: number | null;
}

/** 'Scrivi allo studio' on a card: the 'Messaggi' tab's form, the conversation about this card. */
export function WriteToFirmLink({ about, id, title, threadId }: WriteToFirmLinkProps) {
  const existing = threadId !== null;
  return (
    <Link
      to={existing ? threadAddress(threadId) : newThreadAddress(about, id, title)}
      replace
      aria-label={`${existing ? 'Conversazione con lo studio' : 'Scrivi allo studio'}: ${title}`}
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
      {existing ? 'Conversazione con lo studio' : 'Scrivi allo studio'}
    </Link>
  );
}
