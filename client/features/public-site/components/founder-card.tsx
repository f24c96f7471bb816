import { firmProfile } from '@common/firm-profile';
import officeUrl from '~/assets/illustrations/office.svg?url';
import { Card } from '~/components/ui/card';
import { Illustration } from './illustration';

const { founder, address } = firmProfile;

/**
 * On phones the picture follows the text, below the first screen; on wider
 * screens it opens the card on the first screen and would be the largest
 * paint, hence loaded eagerly (a 2 KB vector).
 */
export function FounderCard() {
  return (
    <Card className="grid overflow-hidden md:grid-cols-2">
      <Illustration
        src={officeUrl}
        alt={`L'ufficio dello studio a ${address.city}: una scrivania con il computer, la libreria dei fascicoli e una finestra sulle colline`}
        width={480}
        height={320}
        eager
        className="order-last bg-brand-50 md:order-first md:h-full md:object-cover"
      />
      <div className="p-6 sm:p-8">
        <h3 className="text-2xl font-semibold text-brand-900">{founder.name}</h3>
        <p className="mt-1 font-medium text-brand-700">{founder.role}</p>
        <p className="mt-4 text-slate-700">
          Ha fondato lo studio con l'idea di offrire a imprese, professionisti e famiglie una consulenza
          seria, puntuale e vicina alle persone. Segue personalmente i clienti, dalla prima analisi della
          situazione fino alla soluzione più adatta, e coordina l'attività dello studio.
        </p>
        <p className="mt-4 text-slate-700">
          Il suo metodo è semplice: ascoltare, spiegare con chiarezza e agire per tempo, perché una scadenza
          rispettata o una scelta fiscale ben pianificata fanno la differenza.
        </p>
      </div>
    </Card>
  );
}
