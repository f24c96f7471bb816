import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { DialogClose, DialogFooter } from '~/components/ui/dialog';
import { DialogShell } from '~/components/ui/dialog-shell';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useCookieConsent } from '../use-cookie-consent';

export function CookieSettingsDialog() {
  const { settingsOpen, setSettingsOpen } = useCookieConsent();
  const returnFocus = useReturnFocus();
  return (
    <DialogShell
      open={settingsOpen}
      onOpenChange={setSettingsOpen}
      {...returnFocus}
      title="Impostazioni Cookie"
      description={
        <>
          Scegli quali cookie consentire. Puoi modificare la scelta in qualsiasi momento dal link
          &laquo;Preferenze cookie&raquo; in fondo a ogni pagina.
        </>
      }
    >
      {/* Mounted at each opening, so the draft starts from the saved choice. */}
      <CookieSettingsForm />
    </DialogShell>
  );
}

function CookieSettingsForm() {
  const { choice, savePreferences } = useCookieConsent();
  const [analytics, setAnalytics] = React.useState(choice?.analytics ?? false);

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        savePreferences(analytics);
      }}
    >
      <div className="flex items-start gap-3">
        <Checkbox id="cookie-necessary" checked disabled aria-describedby="cookie-necessary-help" />
        <div className="grid gap-1">
          <label htmlFor="cookie-necessary" className="font-medium">
            Cookie necessari
          </label>
          <p id="cookie-necessary-help" className="text-sm text-slate-700">
            Indispensabili al funzionamento del sito, ad esempio per mantenere l&apos;accesso all&apos;area
            riservata. Sono sempre attivi.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="cookie-analytics"
          checked={analytics}
          onCheckedChange={(checked) => setAnalytics(checked === true)}
          aria-describedby="cookie-analytics-help"
        />
        <div className="grid gap-1">
          <label htmlFor="cookie-analytics" className="font-medium">
            Cookie analitici
          </label>
          <p id="cookie-analytics-help" className="text-sm text-slate-700">
            Ci aiutano a capire, in forma aggregata e anonima, come viene usato il sito per migliorarlo.
          </p>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Annulla</Button>
        </DialogClose>
        <Button type="submit">Salva preferenze</Button>
      </DialogFooter>
    </form>
  );
}
