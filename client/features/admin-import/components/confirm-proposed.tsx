import { CheckCheck } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { type ImportAction, type ImportEntry, unconfirmedByOthers } from '../import-state';

/** '298 nominano un'altra persona', '1 nomina altre 20 persone'. */
function groupText({ others, files }: { others: number; files: number }): string {
  const whom = others === 1 ? "un'altra persona" : `altre ${others} persone`;
  return `${files} ${files === 1 ? 'nomina' : 'nominano'} ${whom}`;
}

/**
 * The files 'da confermare' still unconfirmed, counted by how many other
 * people each names, and one button for all of them: a month's payslips
 * each naming the employer are one confirmation, and a register naming
 * twenty people stands out of the count before it is given.
 */
export function ConfirmProposed({
  entries,
  running,
  dispatch,
}: {
  entries: readonly ImportEntry[];
  running: boolean;
  dispatch: React.Dispatch<ImportAction>;
}) {
  const groups = unconfirmedByOthers(entries);
  const total = groups.reduce((sum, g) => sum + g.files, 0);
  if (total === 0) return null;
  return (
    <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>
        <strong>{total === 1 ? '1 file da confermare' : `${total} file da confermare`}</strong>: ognuno nomina
        un cliente e altre persone (un cedolino il datore di lavoro, un riepilogo i dipendenti) e va al
        cliente proposto solo dopo la conferma. Controllali nell'elenco: {groups.map(groupText).join('; ')}.
      </p>
      <div>
        <Button variant="outline" disabled={running} onClick={() => dispatch({ type: 'confirmAll' })}>
          <CheckCheck aria-hidden="true" />
          {total === 1 ? 'Conferma il file da confermare' : `Conferma tutti i ${total} file da confermare`}
        </Button>
      </div>
    </div>
  );
}
