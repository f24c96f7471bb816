import { FilterX } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** No file to show: none received yet, or none matching the filters (which can be cleared at once). */
export function ReceivedEmpty({ filtering, onReset }: { filtering: boolean; onReset: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
      {filtering ? (
        <>
          <p>Nessun documento corrisponde ai filtri</p>
          <Button variant="outline" onClick={onReset}>
            <FilterX aria-hidden="true" />
            Azzera filtri
          </Button>
        </>
      ) : (
        <>
          <p>Nessun documento ricevuto</p>
          <p className="text-sm">I documenti che i clienti inviano dalla loro area compaiono qui.</p>
        </>
      )}
    </div>
  );
}
