import { ChevronDown, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/utils';
import type { AdminTab } from '../admin-tabs';

export interface AdminNavItem {
  tab: AdminTab;
  label: string;
  icon: LucideIcon;
  /** A count beside the label (files not opened, messages not read), drawn by its own query. */
  badge?: React.ReactNode;
  /** Asks for the section's code when the person points at, touches or focuses its link. */
  preload?: () => void;
}

export interface AdminNavGroup {
  title: string;
  items: AdminNavItem[];
}

/**
 * The panel's sections as links (each is an address: `?scheda=`), in groups: a column beside the
 * section from large screens up; on a phone one button naming the open section, which shows the list
 * below it. A link chosen replaces the address, so "back" leaves the panel rather than walking through
 * its sections, and opens the section unfiltered (a `q` is each section's own). A tap before the code
 * has come is an ordinary link: the server draws the section.
 */
export function AdminNav({ groups, current }: { groups: AdminNavGroup[]; current: AdminTab }) {
  const [open, setOpen] = React.useState(false);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();
  const items = groups.flatMap((group) => group.items);
  const shown = items.find((item) => item.tab === current);
  // Only on a phone is the list ever open: once it closes, its links are hidden, and the focus would be
  // lost with them.
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav
      aria-label="Sezioni del pannello"
      // Below the site's sticky header (4rem), and scrolled on its own when a short window cannot hold it.
      className="mb-6 lg:sticky lg:top-20 lg:mb-0 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-4 text-left font-medium text-slate-900 shadow-sm lg:hidden"
      >
        <span className="flex-1">
          <span className="text-slate-600">Sezione: </span>
          {shown?.label}
        </span>
        {/* The counts of the other sections, each by its icon, so a phone shows what waits without
            opening the list; a count that is zero draws nothing, and its icon is hidden with it. */}
        {items
          .filter((item) => item.badge && item.tab !== current)
          .map(({ tab, icon: Icon, badge }) => (
            <span key={tab} className="flex items-center gap-1 not-has-[span]:hidden">
              <Icon aria-hidden="true" className="size-4 text-slate-600" />
              {badge}
            </span>
          ))}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={listId}
        className={cn(
          'space-y-4 max-lg:mt-2 max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-2 max-lg:shadow-sm',
          !open && 'max-lg:hidden',
        )}
      >
        {groups.map((group) => (
          <NavGroup key={group.title} group={group} current={current} onChoose={open ? close : undefined} />
        ))}
      </div>
    </nav>
  );
}

function NavGroup({
  group,
  current,
  onChoose,
}: {
  group: AdminNavGroup;
  current: AdminTab;
  onChoose: (() => void) | undefined;
}) {
  const titleId = React.useId();
  return (
    <div>
      <p id={titleId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {group.title}
      </p>
      <ul aria-labelledby={titleId} className="space-y-0.5">
        {group.items.map(({ tab, label, icon: Icon, badge, preload }) => (
          <li key={tab}>
            <Link
              to={`?scheda=${tab}`}
              replace
              preventScrollReset
              aria-current={tab === current ? 'page' : undefined}
              onPointerEnter={preload}
              onTouchStart={preload}
              onFocus={preload}
              onClick={onChoose}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 [&_svg]:size-4 [&_svg]:shrink-0"
            >
              <Icon aria-hidden="true" />
              <span className="flex-1">{label}</span>
              {badge}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
