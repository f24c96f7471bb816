import type { ThreadLink } from '@common/schemas/messages';
import { Link } from 'react-router';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The anchors of the payment's and the request's cards in 'Documenti'. */
const cardAnchor = { payment: 'pagamento', request: 'richiesta' } as const;

/** What a conversation is about, as a way back to it: the payment's or request's card, the document itself. */
export function ThreadAbout({ link }: { link: NonNullable<ThreadLink> }) {
  if (link.kind === 'document')
    return (
      <a href={`/api/documents/${link.id}/download`} className={linkClass}>
        {link.title}
      </a>
    );
  return (
    <Link to={`?scheda=documenti#${cardAnchor[link.kind]}-${link.id}`} className={linkClass}>
      {link.title}
    </Link>
  );
}
