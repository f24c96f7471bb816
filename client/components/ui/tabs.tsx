import * as React from 'react';
import { LoadingStatus } from '~/components/ui/loading-status';
import { cn } from '~/lib/utils';

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = React.useContext(TabsContext);
  if (!tabs) throw new Error('A tab or a panel is drawn outside <Tabs>');
  return tabs;
}

const tabId = (tabs: TabsState, value: string) => `${tabs.id}-tab-${value}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.id}-panel-${value}`;

interface TabsProps extends Omit<React.ComponentProps<'div'>, 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: the arrow keys, Home and End move between the
 * tabs and show each one's panel; Tab moves into the panel. Ours rather than Radix's: about 5 KB of
 * roving focus and collections on every private page did what the list's one key handler does here.
 */
export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const id = React.useId();
  const current = value ?? own;
  const state = React.useMemo<TabsState>(
    () => ({
      value: current,
      id,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [current, id, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const keyMoves: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = keyMoves[event.key];
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
        const at = tabs.indexOf(event.target as HTMLElement);
        if (!move || at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        // Focusing a tab selects it (automatic activation, as the pattern recommends for panels at hand).
        tabs[move(at, tabs.length - 1)]?.focus();
      }}
      {...props}
    />
  );
}

interface TabsTriggerProps extends React.ComponentProps<'button'> {
  value: string;
  /** Asks for the panel's code (lazyComponent's preload) when the person points at or focuses the tab. */
  preload?: () => void;
}

export function TabsTrigger({ value, className, preload, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      // One stop in the page's Tab order: the selected tab; the arrows reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      onPointerEnter={preload}
      onFocus={() => {
        preload?.();
        tabs.select(value);
      }}
      onClick={() => tabs.select(value)}
      {...props}
    />
  );
}

interface TabsContentProps extends React.ComponentProps<'div'> {
  value: string;
  /** Kept in the page while another tab is shown (hide it with `data-[state=inactive]:hidden`). */
  forceMount?: boolean;
}

/** A panel; one whose code comes when it is first shown says so while it loads. */
export function TabsContent({ value, forceMount, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs, value)}
      aria-labelledby={tabId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern: Tab from the tab list reaches the panel itself
      tabIndex={0}
      className={cn('mt-6', className)}
      {...props}
    >
      <React.Suspense fallback={<LoadingStatus>Caricamento...</LoadingStatus>}>{children}</React.Suspense>
    </div>
  );
}
