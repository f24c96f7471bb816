import { Copy, Download } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/use-toast';

/** The recovery codes, shown once: copy or download them, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Codici copiati' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copia non riuscita',
        description: 'Selezionali e copiali a mano.',
      });
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'codici-di-recupero.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="recovery-codes-title" className="font-semibold text-slate-900">
        I tuoi codici di recupero
      </h3>
      <p className="text-sm text-slate-800">
        Se perdi il telefono, ognuno di questi codici ti permette di accedere una volta al posto del codice
        dell'app. Conservali in un luogo sicuro (stampati o in un gestore di password):{' '}
        <strong>non verranno mostrati di nuovo.</strong>
      </p>
      <ul
        aria-label="Codici di recupero"
        className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copia i codici
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Scarica i codici
        </Button>
        <Button onClick={onDone}>Ho conservato i codici</Button>
      </div>
    </section>
  );
}
