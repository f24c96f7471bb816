import { ClipboardCheck, ClipboardCopy } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';

/**
 * The secret, this once: the server keeps only its hash. With the call that
 * delivers a document, ready to paste into the firm's software.
 */
export function CreatedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const [copied, setCopied] = React.useState(false);
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  const example = `curl -H "Authorization: Bearer ${token}" \\
  -F file=@cedolino.pdf -F title="Cedolino novembre 2026" \\
  -F category=buste-paga-lavoro -F year=2026 -F codiceFiscale=RSSMRA85T10A562S \\
  ${window.location.origin}/api/v1/documents`;

  return (
    <section
      aria-labelledby="created-token-heading"
      className="rounded-lg border border-green-300 bg-green-50 p-4"
    >
      <h3 id="created-token-heading" ref={heading} tabIndex={-1} className="font-semibold text-green-900">
        Token creato: copialo ora, non sarà più mostrato
      </h3>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-slate-900">{token}</code>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            navigator.clipboard?.writeText(token).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <ClipboardCheck aria-hidden="true" /> : <ClipboardCopy aria-hidden="true" />}
          {copied ? 'Copiato' : 'Copia il token'}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-800">Per consegnare un documento a un cliente:</p>
      <pre className="mt-1 overflow-x-auto rounded bg-white p-2 text-xs text-slate-900">{example}</pre>
      <Button variant="outline" size="sm" className="mt-3" onClick={onDone}>
        Fatto, l'ho copiato
      </Button>
    </section>
  );
}
