import { subMonths } from 'date-fns';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

/** Security events are kept as long as contact data: 24 months (privacy notice, section 8). */
export const AUDIT_RETENTION_MONTHS = 24;

export async function deleteExpiredAuditEvents(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, subMonths(now, AUDIT_RETENTION_MONTHS)))
    .returning({ id: auditEvents.id });
  return gone.length;
}
