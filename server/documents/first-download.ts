import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents } from '../db/schema';

/**
 * Marks as seen those of the documents being downloaded that are the
 * reader's own and were never downloaded, before the bytes go out: the
 * client's next list already shows them as seen. The firm reading a client's
 * document leaves it unseen.
 */
export async function markFirstDownloads(
  db: Db,
  readerId: number,
  rows: readonly { id: number; userId: number; firstDownloadedAt: Date | null }[],
  now: Date,
): Promise<void> {
  const unseen = rows.filter((r) => r.userId === readerId && r.firstDownloadedAt === null).map((r) => r.id);
  if (unseen.length === 0) return;
  await db
    .update(documents)
    .set({ firstDownloadedAt: now })
    .where(
      and(inArray(documents.id, unseen), eq(documents.userId, readerId), isNull(documents.firstDownloadedAt)),
    );
}
