import { firmProfile } from '@common/firm-profile';
import * as React from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '~/components/ui/button';
import { useUser } from '~/features/auth/api/use-user';
import { useAsDrawn } from '~/lib/use-as-drawn';
import { cn } from '~/lib/utils';
import { MobileNav } from './mobile-nav';
import { accountLink, mainNavLinks } from './nav-links';

const SHADOW_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = React.useState(false);
  React.useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(SHADOW_THRESHOLD_PX);
  const account = accountLink(useAsDrawn(Boolean(useUser().data), false));

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow',
        scrolled && 'shadow-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="rounded-sm text-lg font-bold text-brand-900">
          {firmProfile.brandName}
        </Link>
        <nav aria-label="Principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild className="hidden lg:inline-flex">
          <Link to={account.to}>{account.label}</Link>
        </Button>
        <MobileNav account={account} />
      </div>
    </header>
  );
}
