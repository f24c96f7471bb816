import type * as React from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '~/components/ui/sheet';
import { type AccountLink, mainNavLinks } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: AccountLink;
  /** The menu button, which gets the focus back when the sheet closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({ open, onOpenChange, account, trigger }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        side="right"
        closeLabel="Chiudi menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <nav aria-label="Menu mobile">
          <ul className="flex flex-col gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={close}
                  className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild size="lg">
          <Link to={account.to} onClick={close}>
            {account.label}
          </Link>
        </Button>
      </SheetContent>
    </Sheet>
  );
}
