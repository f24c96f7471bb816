import { formatDecimal } from '@common/format';
import type { SystemHealth } from '@common/schemas/system-health';

const oneDecimal = (value: number) => formatDecimal(value, 1, true);
const GB = 1024 ** 3;

type Place = SystemHealth['storage'][number];
type Database = SystemHealth['database'];

/** '50,0 GB liberi su 250,0 GB (20 %)'; a bucket's space is its provider's business. */
export function freeSpaceText(place: Place): string {
  if (place.freeBytes === null || place.totalBytes === null)
    return 'Spazio gestito dal fornitore del servizio';
  const percent = place.totalBytes > 0 ? Math.floor((place.freeBytes / place.totalBytes) * 100) : 0;
  return `${oneDecimal(place.freeBytes / GB)} GB liberi su ${oneDecimal(place.totalBytes / GB)} GB (${percent} %)`;
}

export function databaseName(database: Database): string {
  return database.kind === 'pglite' ? 'Database integrato' : 'PostgreSQL';
}

export function databaseState(database: Database): string {
  if (!database.ok || database.latencyMs === null) return 'Non raggiungibile';
  return `Raggiungibile, risponde in ${oneDecimal(database.latencyMs)} ms`;
}

export function mailState(mail: SystemHealth['mail']): string {
  if (!mail.enabled) return 'Invio e-mail disattivato: i messaggi restano nel pannello';
  const pending = mail.pending === 1 ? '1 e-mail in attesa' : `${mail.pending} e-mail in attesa`;
  const failed = mail.failed === 1 ? '1 non consegnata' : `${mail.failed} non consegnate`;
  return `${pending}, ${failed}`;
}
