import * as React from 'react';

/**
 * Radix returns focus to a dialog's Trigger; our dialogs are opened from
 * elsewhere (a footer button, the cookie bar), so we give focus back to
 * whatever opened them, or to the main content when that element is gone.
 */
export function useReturnFocus() {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
      target?.focus({ preventScroll: true });
    },
  };
}
