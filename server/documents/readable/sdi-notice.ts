import type { SdiNotice } from '@common/schemas/file-details';
import { SDI_NOTICE_ROOTS } from '../file-types/detect-xml';
import { child, childrenNamed, textAt, type XmlElement } from './xml-tree';

/** A receipt, a rejection or an outcome the SdI sent about an invoice; null for any other root. */
export function readSdiNotice(root: XmlElement): SdiNotice | null {
  const kind = SDI_NOTICE_ROOTS.get(root.name);
  if (!kind) return null;
  const outcome = child(root, 'EsitoCommittente') ?? root;
  return {
    kind,
    fileName: textAt(root, 'NomeFile'),
    sdiId: textAt(root, 'IdentificativoSdI'),
    receivedAt: textAt(root, 'DataOraRicezione'),
    deliveredAt: textAt(root, 'DataOraConsegna'),
    outcome: textAt(outcome, 'Esito'),
    errors: childrenNamed(child(root, 'ListaErrori'), 'Errore').map((error) => ({
      code: textAt(error, 'Codice') ?? '',
      description: textAt(error, 'Descrizione') ?? '',
    })),
    note: textAt(root, 'Note') ?? textAt(outcome, 'Descrizione'),
  };
}
