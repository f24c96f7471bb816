import { firmProfile } from '@common/firm-profile';
import { formatEuro } from '@common/format';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentRequests, documents } from '../db/schema';
import { type AllDayEvent, calendarFile } from './ics';

/**
 * The client's deadlines as a calendar: every open request and every unpaid
 * payment, overdue ones included (they are still to do), as all-day events.
 * Titles and amounts only: no file name, no note, nothing a lost phone's
 * calendar should not show.
 */
export async function clientCalendar(
  db: Db,
  args: { userId: number; publicUrl: string; now: Date },
): Promise<string> {
  const base = args.publicUrl.replace(/\/+$/, '');
  const areaUrl = `${base}/area-clienti`;
  const host = new URL(base).hostname;
  const requests = await db
    .select({
      id: documentRequests.id,
      title: documentRequests.title,
      dueDate: documentRequests.dueDate,
      // Qualified by hand: drizzle writes a lone table's columns unqualified, and inside
      // the subquery "id" would be the item's.
      total: sql<number>`(select count(*) from request_items i where i.request_id = document_requests.id)`,
      missing: sql<number>`(select count(*) from request_items i
        where i.request_id = document_requests.id and i.state in ('pending', 'rejected'))`,
    })
    .from(documentRequests)
    .where(and(eq(documentRequests.userId, args.userId), isNull(documentRequests.completedAt)))
    .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id));
  const payments = await db
    .select({
      id: documents.id,
      title: documents.title,
      amountCents: documents.amountCents,
      dueDate: documents.dueDate,
    })
    .from(documents)
    .where(and(eq(documents.userId, args.userId), isNotNull(documents.amountCents), isNull(documents.paidAt)))
    .orderBy(asc(documents.dueDate), asc(documents.id));

  const events: AllDayEvent[] = [
    ...requests.map((r) => ({
      uid: `request-${r.id}@${host}`,
      date: r.dueDate,
      summary: `Richiesta documenti: ${r.title}`,
      description: `Documenti da inviare allo studio: ${Number(r.missing)} di ${Number(r.total)}. Rispondi dall'area clienti: ${areaUrl}`,
      url: areaUrl,
    })),
    ...payments.map((p) => ({
      uid: `payment-${p.id}@${host}`,
      date: p.dueDate!,
      summary: `Pagamento: ${p.title} – ${formatEuro(p.amountCents!)}`,
      description: `Importo: ${formatEuro(p.amountCents!)}. Quando hai pagato, segnalo nell'area clienti: ${areaUrl}`,
      url: areaUrl,
    })),
  ];
  return calendarFile({
    productId: `-//${firmProfile.legalName}//Area clienti//IT`,
    name: `Scadenze – ${firmProfile.legalName}`,
    events,
    now: args.now,
  });
}
