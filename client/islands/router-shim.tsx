import * as React from 'react';
import type { LinkProps, NavigateProps, NavLinkProps, To } from 'react-router';
import { carryToastsToNextPage } from '~/components/ui/use-toast';

/**
 * What the islands build gets for 'react-router' (vite.islands.config.ts):
 * a public page has no router, so links are plain links and every move is a
 * page load. It renders what React Router rendered at build time, so the
 * prerendered markup hydrates unchanged.
 */

function href(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

function go(to: To, replace = false) {
  // The page is left: a toast just shown (the welcome after signing in) follows to the next one.
  carryToastsToNextPage();
  if (replace) window.location.replace(href(to));
  else window.location.assign(href(to));
}

export function Link({
  to,
  replace: _replace,
  state: _state,
  reloadDocument: _reload,
  preventScrollReset: _scroll,
  viewTransition: _transition,
  discover: _discover,
  prefetch: _prefetch,
  relative: _relative,
  ...rest
}: LinkProps) {
  return <a href={href(to)} data-discover="true" {...rest} />;
}

function isActive(to: To, end: boolean | undefined): boolean {
  const target = href(to).split(/[?#]/)[0]!.toLowerCase();
  const current = window.location.pathname.toLowerCase();
  if (current === target || target === '/') return current === target;
  return !end && current.startsWith(`${target}/`);
}

export function NavLink({
  to,
  end,
  className,
  children,
  style,
  caseSensitive: _case,
  ...rest
}: NavLinkProps) {
  const active = isActive(to, end);
  const state = { isActive: active, isPending: false, isTransitioning: false };
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, active && 'active'].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

export function useNavigate() {
  return React.useCallback((to: To | number, options?: { replace?: boolean }) => {
    if (typeof to === 'number') window.history.go(to);
    else go(to, options?.replace);
  }, []);
}

export function Navigate({ to, replace }: NavigateProps) {
  React.useEffect(() => go(to, replace), [to, replace]);
  return null;
}
