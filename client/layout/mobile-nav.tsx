import { Menu } from 'lucide-react';
import * as React from 'react';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import type { AccountLink } from './nav-links';

// The sheet (Radix Dialog) is fetched on the first opening, so phones that
// never open the menu do not download it.
const MobileMenu = React.lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function MobileNav({ account }: { account: AccountLink }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link,
  // back or forward) closes it, with no effect needed.
  const [openOn, setOpenOn] = React.useState<string | null>(null);
  const [loaded, setLoaded] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Apri menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenOn(pathname);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {loaded && (
        <React.Suspense fallback={null}>
          <MobileMenu
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            account={account}
            trigger={trigger}
          />
        </React.Suspense>
      )}
    </>
  );
}
