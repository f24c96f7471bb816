import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { useReturnFocus } from '~/lib/use-return-focus';
import { useCookieConsent } from '../use-cookie-consent';

export function CookieSettingsDialog() {
  const { settingsOpen, setSettingsOpen } = useCookieConsent();
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Impostazioni Cookie</DialogTitle>
          <DialogDescription>
            Scegli quali cookie consentire. Puoi modificare la scelta in qualsiasi momento dal link
            &laquo;Preferenze cookie&raquo; in fondo a ogni pagina.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted at each opening, so the draft starts from the saved choice. */}
        <CookieSettingsForm />
      </DialogContent>
    </Dialog>
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
