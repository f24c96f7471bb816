import type { NewsItem } from '@common/schemas/news';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '~/features/public-site/components/external-link';
import { newsDate } from '../categories';

export const NO_DESCRIPTION = 'Nessuna descrizione disponibile';

/** One article. Its image is not shown: it would be a request to a third party. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900">
          <span className="sr-only">Fonte: </span>
          {item.source}
        </span>
        <span className="rounded-full border border-slate-300 px-2.5 py-1 text-slate-800">
          <span className="sr-only">Categoria: </span>
          {item.category}
        </span>
      </p>
      <h2 className="mt-3 line-clamp-2 text-lg leading-snug font-semibold break-words text-brand-900">
        {item.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={item.publishedAt}>{newsDate(item.publishedAt)}</time>
      </p>
      <p
        className={`mt-3 mb-4 line-clamp-3 break-words ${item.description ? 'text-slate-700' : 'text-slate-600 italic'}`}
      >
        {item.description ?? NO_DESCRIPTION}
      </p>
      <ExternalLink
        href={item.url}
        // The visible words start the name (WCAG 2.5.3); the title tells the links apart.
        aria-label={`Leggi l'articolo: ${item.title} (si apre in una nuova scheda)`}
        className="mt-auto inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Leggi l&apos;articolo
        <ExternalIcon className="size-4" aria-hidden="true" />
      </ExternalLink>
    </article>
  );
}
