import type { RequestState } from '@common/document-requests';
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { documentRequests } from '../db/schema';

/** Complete once every item is answered; otherwise overdue past its due date (a day in Italy), else open. */
export function requestState(
  row: { completedAt: Date | null; dueDate: string },
  today: string,
): RequestState {
  if (row.completedAt) return 'complete';
  return row.dueDate < today ? 'overdue' : 'open';
}

/** A request's own fields as the API answers them, in the list and in full. */
export function requestHead(
  request: typeof documentRequests.$inferSelect,
  clientName: string,
  today: string,
) {
  return {
    id: request.id,
    title: request.title,
    dueDate: request.dueDate,
    message: request.message,
    state: requestState(request, today),
    userId: request.userId,
    clientName,
    createdAt: request.createdAt.toISOString(),
    reminderDays: request.reminderDays,
  };
}

/** The same in SQL, for the list's state filter. */
export function stateCondition(state: RequestState, today: string): SQL {
  const due = documentRequests.dueDate;
  if (state === 'complete') return isNotNull(documentRequests.completedAt);
  return and(
    isNull(documentRequests.completedAt),
    state === 'overdue' ? sql`${due} < ${today}::date` : sql`${due} >= ${today}::date`,
  )!;
}
