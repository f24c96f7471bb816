import type * as React from 'react';

interface ExternalLinkProps extends Omit<React.ComponentProps<'a'>, 'target' | 'rel'> {
  href: string;
}

/**
 * A link to another site, opened in a new tab: noopener keeps that site from
 * reaching back into this page, noreferrer keeps our address out of its logs.
 * Screen readers are told about the new tab (WCAG 3.2.5 advisory).
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}
