import { Tabs as TabsPrimitive } from 'radix-ui';
import * as React from 'react';
import { LoadingStatus } from '~/components/ui/loading-status';
import { cn } from '~/lib/utils';

/** Selects a tab by its value: what a trigger calls on a click. */
const SelectTab = React.createContext<(value: string) => void>(() => {});

/**
 * Radix's tabs: the WAI-ARIA pattern with automatic activation (the arrow keys, Home and End move
 * between the tabs and show each one's panel; Tab moves into the panel). The selected value is kept
 * here, so that a trigger can also select on a click (below).
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root>) {
  const [own, setOwn] = React.useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <SelectTab.Provider value={select}>
      <TabsPrimitive.Root value={current} onValueChange={select} {...props} />
    </SelectTab.Provider>
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700', className)}
      {...props}
    />
  );
}

interface TabsTriggerProps extends React.ComponentProps<typeof TabsPrimitive.Trigger> {
  /** Asks for the panel's code (lazyComponent's preload) when the person points at, touches or focuses the tab. */
  preload?: () => void;
}

export function TabsTrigger({ className, preload, value, ...props }: TabsTriggerProps) {
  const select = React.useContext(SelectTab);
  return (
    <TabsPrimitive.Trigger
      value={value}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      // Radix selects on a press (mousedown), a key or focus, never on a click: a click that came
      // without them (a tap held before the code came and replayed, already focused) selects too.
      onClick={() => select(value)}
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A panel; one whose code comes when it is first shown says so while it loads. With `forceMount` it
 * stays in the page while another tab is shown (hide it with `data-[state=inactive]:hidden`).
 */
export function TabsContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content className={cn('mt-6', className)} {...props}>
      <React.Suspense fallback={<LoadingStatus>Caricamento...</LoadingStatus>}>{children}</React.Suspense>
    </TabsPrimitive.Content>
  );
}
