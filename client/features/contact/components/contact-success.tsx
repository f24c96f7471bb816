import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';

/** Replaces the form after a successful send; its heading takes the focus the button had. */
export function ContactSuccess({ onAnother }: { onAnother: () => void }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6 text-center sm:p-8">
      <CircleCheck className="mx-auto size-12 text-green-700" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold text-slate-900">
        Messaggio inviato
      </h3>
      <p className="mt-2 text-slate-700">Grazie per averci contattato! Ti risponderemo al più presto.</p>
      <Button variant="outline" className="mt-6" onClick={onAnother}>
        Invia un altro messaggio
      </Button>
    </div>
  );
}
