import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_DAYS } from '@common/known-browser';
import { SESSION_HINT_COOKIE } from '@common/session-hint';

interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

/** Everything the site stores in the browser; all of it is technical. */
const technicalItems: readonly StoredItem[] = [
  {
    name: 'sid (sul sito pubblicato: __Host-sid)',
    kind: 'Cookie tecnico di sessione, HttpOnly, di prima parte',
    purpose: "Mantiene l'accesso all'area riservata dopo il login. Contiene solo un codice casuale.",
    duration:
      'Fino alla chiusura del browser, o 30 giorni se scegli «Ricordami». La sessione termina comunque dopo 30 minuti di inattività e dopo 12 ore senza «Ricordami».',
  },
  {
    name: SESSION_HINT_COOKIE,
    kind: 'Cookie tecnico di prima parte',
    purpose:
      "Vale «1» e dice alla pagina che potrebbe esserci una sessione attiva, così il sito chiede i dati dell'utente solo quando serve. Non contiene dati personali.",
    duration: 'La stessa del cookie di sessione.',
  },
  {
    name: `${KNOWN_BROWSER_COOKIE} (sul sito pubblicato: __Host-${KNOWN_BROWSER_COOKIE})`,
    kind: 'Cookie tecnico di sicurezza, HttpOnly, di prima parte',
    purpose:
      "Viene impostato quando accedi all'area riservata e contiene solo un codice casuale. Serve a riconoscere un browser da cui hai già effettuato l'accesso: se qualcuno entra nel tuo account da un browser mai visto, ti avvisiamo per e-mail.",
    duration: `${KNOWN_BROWSER_DAYS} giorni dall'ultimo accesso.`,
  },
  {
    name: 'cookie-choice (memoria locale del browser)',
    kind: 'Archiviazione locale tecnica (localStorage)',
    purpose:
      "Ricorda la tua scelta sui cookie e la data in cui l'hai fatta, per non chiedertela a ogni pagina.",
    duration: '6 mesi: poi la scelta ti viene chiesta di nuovo.',
  },
];

export function CookieList() {
  return (
    <ul className="list-none! space-y-4 pl-0!">
      {technicalItems.map((item) => (
        <li key={item.name} className="rounded-lg border border-slate-200 p-4">
          <h3 className="mt-0! break-words font-mono text-base!">{item.name}</h3>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold">Tipo</dt>
            <dd>{item.kind}</dd>
            <dt className="font-semibold">Finalità</dt>
            <dd>{item.purpose}</dd>
            <dt className="font-semibold">Durata</dt>
            <dd>{item.duration}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
