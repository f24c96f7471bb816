import { CalendarPlus, Copy } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/use-toast';
import { webcalUrl } from '../calendar-address';

interface NewCalendarAddressProps {
  url: string;
  /** The card moves the focus here once the address is made. */
  fieldRef: React.Ref<HTMLInputElement>;
}

/** The address just made, shown this once: copy it, or hand it to the phone's calendar. */
export function NewCalendarAddress({ url, fieldRef }: NewCalendarAddressProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Indirizzo copiato' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copia non riuscita',
        description: "Seleziona l'indirizzo e copialo a mano.",
      });
    }
  };

  return (
    <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <Label htmlFor="calendar-feed-url">Indirizzo del calendario</Label>
      <Input
        ref={fieldRef}
        id="calendar-feed-url"
        readOnly
        value={url}
        aria-describedby="calendar-feed-once"
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id="calendar-feed-once" className="text-sm text-slate-800">
        <strong>Viene mostrato solo ora:</strong> copialo o aggiungilo subito al calendario. Se lo perdi,
        potrai crearne uno nuovo.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copia
        </Button>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <a href={webcalUrl(url)}>
            <CalendarPlus aria-hidden="true" />
            Aggiungi al calendario
          </a>
        </Button>
      </div>
    </div>
  );
}
