import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { newThreadAddress } from '../messages-address';

interface WriteToFirmLinkProps {
  about: 'pagamento' | 'richiesta' | 'documento';
  id: number;
  /** The payment's or request's title: the new conversation's subject, and the link's name. */
  title: string;
}

/** 'Scrivi allo studio' on a card: the 'Messaggi' tab's form, the conversation about this card. */
export function WriteToFirmLink({ about, id, title }: WriteToFirmLinkProps) {
  return (
    <Link
      to={newThreadAddress(about, id, title)}
      replace
      aria-label={`Scrivi allo studio: ${title}`}
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
      Scrivi allo studio
    </Link>
  );
}
