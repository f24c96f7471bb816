import * as React from 'react';
import { LoadingStatus } from '~/components/ui/loading-status';
import { TabsContent } from '~/components/ui/tabs';
import { PART_RUNS } from './held-input';

/**
 * A part of a page the framework hydrates whole whose code comes on its own (a tab of the client's
 * area, behind its `<Suspense>`): what the person did in it before that code ran is held by the page's
 * first script (held-input.ts) and done again once this part's effects have run. React runs a parent's
 * effects after its children's, so by then the part has read its own state. An island drawn by the
 * framework (the header's, inside the area) is one too.
 */
export function HeldPart({
  name,
  children,
  ...attributes
}: { name: string; children: React.ReactNode } & Record<`data-${string}`, string | undefined>) {
  const part = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    part.current?.dispatchEvent(new Event(PART_RUNS, { bubbles: true }));
  }, []);
  return (
    <div ref={part} data-island={name} {...attributes} className="contents">
      {children}
    </div>
  );
}

/**
 * A tab's panel whose content is a held part of its own, named by the tab: a tab whose code comes on its
 * own is hydrated, and given what was done in it, once that code has come.
 */
export function HeldTabContent({
  value,
  children,
  ...props
}: React.ComponentProps<typeof TabsContent> & { value: string }) {
  return (
    <TabsContent value={value} {...props}>
      <HeldPart name={value}>{children}</HeldPart>
    </TabsContent>
  );
}

/**
 * A section of a page drawn while it is the one in the address, a held part of its own when its code
 * comes on its own (`held`). `kept` keeps it in the page, hidden, once opened: an upload or an import in
 * progress goes on, the chosen files stay.
 */
export function HeldSection({
  name,
  shown,
  kept = false,
  held = true,
  children,
}: {
  name: string;
  shown: boolean;
  kept?: boolean;
  held?: boolean;
  children: React.ReactNode;
}) {
  if (!shown && !kept) return null;
  return (
    <div hidden={!shown}>
      <React.Suspense fallback={<LoadingStatus>Caricamento...</LoadingStatus>}>
        {held ? <HeldPart name={name}>{children}</HeldPart> : children}
      </React.Suspense>
    </div>
  );
}
