import type { ThreadLink } from '@common/schemas/messages';
import { Link } from 'react-router';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** What a conversation is about, as a way back to it: the payment's card, the document itself. */
export function ThreadAbout({ link }: { link: NonNullable<ThreadLink> }) {
  if (link.kind === 'payment')
    return (
      <Link to={`?scheda=documenti#pagamento-${link.id}`} className={linkClass}>
        {link.title}
      </Link>
    );
  if (link.kind === 'document')
    return (
      <a href={`/api/documents/${link.id}/download`} className={linkClass}>
        {link.title}
      </a>
    );
  return <>{link.title}</>;
}
