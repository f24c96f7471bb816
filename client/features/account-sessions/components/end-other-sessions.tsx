import { LogOut } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { lazyComponent } from '~/lib/lazy-component';

const EndOtherSessionsDialog = lazyComponent(() =>
  import('./end-other-sessions-dialog').then((m) => m.EndOtherSessionsDialog),
);

const buttonClass = 'w-full whitespace-normal sm:w-auto';
const label = (
  <>
    <LogOut aria-hidden="true" />
    Termina tutte le altre sessioni
  </>
);

/**
 * 'Termina tutte le altre sessioni': the button first, and the dialog's code (its library, about 10 KB)
 * when it is first pressed. From then on the dialog draws the button as its own trigger, so its closing
 * returns the focus there.
 */
export function EndOtherSessions({ count, onEnded }: { count: number; onEnded: () => void }) {
  const [asked, setAsked] = React.useState(false);
  const first = (
    <Button
      variant="outline"
      className={buttonClass}
      aria-haspopup="dialog"
      onPointerEnter={EndOtherSessionsDialog.preload}
      onFocus={EndOtherSessionsDialog.preload}
      onClick={() => setAsked(true)}
    >
      {label}
    </Button>
  );
  if (!asked) return first;
  return (
    <React.Suspense fallback={first}>
      <EndOtherSessionsDialog
        count={count}
        onEnded={onEnded}
        trigger={
          <Button variant="outline" className={buttonClass}>
            {label}
          </Button>
        }
      />
    </React.Suspense>
  );
}
