import * as React from 'react';
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
