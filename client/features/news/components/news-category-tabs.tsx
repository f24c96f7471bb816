import * as React from 'react';
import { cn } from '~/lib/utils';

interface NewsCategoryTabsProps {
  tabs: string[];
  more: string[];
  selected: string;
  onSelect(category: string): void;
  /** The id of the list the choice filters. */
  controls: string;
}

const tabId = (index: number) => `news-tab-${index}`;

/**
 * The first categories as a tab list (arrow keys, Home and End move and select,
 * as the WAI-ARIA tabs pattern asks); the others as toggle buttons beside it.
 */
export function NewsCategoryTabs({ tabs, more, selected, onSelect, controls }: NewsCategoryTabsProps) {
  const refs = React.useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = tabs.indexOf(selected);
  // With a button category chosen no tab is selected, yet the list stays reachable by Tab.
  const focusable = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!);
    refs.current[next]?.focus();
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="tablist" aria-label="Categorie" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((category, index) => (
          <button
            key={category}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={controls}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => onSelect(category)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'min-h-10 rounded-md px-4 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900',
              index === selectedIndex && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            {category}
          </button>
        ))}
      </div>
      {more.length > 0 && (
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">Altre categorie</legend>
          {more.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={category === selected}
              aria-controls={controls}
              onClick={() => onSelect(category)}
              className={cn(
                'min-h-10 rounded-md border border-slate-300 px-4 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100',
                category === selected && 'border-brand-700 bg-brand-50 text-brand-800',
              )}
            >
              {category}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
