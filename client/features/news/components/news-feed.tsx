import type { NewsItem } from '@common/schemas/news';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { useNews } from '../api/use-news';
import { ALL_CATEGORIES, categoryChoices, countLine, itemsIn } from '../categories';
import { NewsCard } from './news-card';
import { NewsCategoryTabs } from './news-category-tabs';
import { NewsEmpty, NewsError, NewsLoading } from './news-states';

/** Cards rendered at first: a long list costs the phone more than a click. */
const PAGE_SIZE = 24;
const LIST_ID = 'news-list';

interface NewsFeedProps {
  /** The stored items, when the page is drawn with them; else the list is fetched once hydrated. */
  items?: NewsItem[];
}

/** The news page below its title: one of loading, error, empty, or the filtered cards. */
export function NewsFeed({ items }: NewsFeedProps) {
  const { data, isPending } = useNews(items);
  // min-height: the list arriving must not push the footer around (layout shift).
  return (
    <div className="mx-auto min-h-[70vh] max-w-6xl px-4 pb-16">
      {/* A failed refetch keeps the list already shown. */}
      {isPending ? (
        <NewsLoading />
      ) : !data ? (
        <NewsError />
      ) : data.length === 0 ? (
        <NewsEmpty />
      ) : (
        <NewsList items={data} />
      )}
    </div>
  );
}

function NewsList({ items }: { items: NewsItem[] }) {
  const [chosen, setChosen] = React.useState(ALL_CATEGORIES);
  const [shown, setShown] = React.useState(PAGE_SIZE);
  const { tabs, more } = categoryChoices(items);
  // A category that vanished in a refetch falls back to all.
  const selected = tabs.includes(chosen) || more.includes(chosen) ? chosen : ALL_CATEGORIES;
  const visible = itemsIn(items, selected);

  const select = (category: string) => {
    setChosen(category);
    setShown(PAGE_SIZE);
  };

  return (
    <>
      <NewsCategoryTabs tabs={tabs} more={more} selected={selected} onSelect={select} controls={LIST_ID} />
      <p aria-live="polite" className="mt-6 text-sm text-slate-700">
        {countLine(visible.length, selected)}
      </p>
      <ul id={LIST_ID} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.slice(0, shown).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      {visible.length > shown && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Mostra altre notizie
          </Button>
        </div>
      )}
    </>
  );
}
