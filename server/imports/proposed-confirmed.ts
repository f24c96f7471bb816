import type { ImportOptions } from './import-command';

/**
 * Whether the rows 'da confermare' go too: with `--conferma`, or a yes at the
 * prompt; never in a dry run. Each such file names people other than its
 * client (a payslip its employer, a summary its employees): without the
 * firm's yes it stays for the panel.
 */
export async function proposedConfirmed(
  o: Pick<ImportOptions, 'confirmProposed' | 'dryRun' | 'ask' | 'print'>,
  proposed: number,
): Promise<boolean> {
  if (proposed === 0) return false;
  const one = proposed === 1;
  const which = one ? 'il file da confermare' : `i ${proposed} file da confermare`;
  if (o.confirmProposed) {
    o.print(`--conferma: anche ${which} ${one ? 'va' : 'vanno'} al cliente proposto.`);
    return true;
  }
  if (!o.dryRun && o.ask) {
    const question = `Caricare anche ${which} al cliente proposto? ${one ? 'Nomina' : 'Ognuno nomina'} altre persone (colonna Letto). [s/N] `;
    if (await o.ask(question)) return true;
  }
  const left = `${which.charAt(0).toUpperCase()}${which.slice(1)} ${one ? 'resta' : 'restano'}`;
  o.print(
    `${left} per il pannello (Importa documenti); con --conferma ${one ? 'va' : 'vanno'} al cliente proposto.`,
  );
  return false;
}
