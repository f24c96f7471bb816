import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminClientUpload, ClientUpload, ClientUploadState } from '../../common/schemas/client-uploads';
import type { Db } from '../db/client';
import { clientUploads, users } from '../db/schema';
import { likePattern } from '../lists/search';
import { inStates, uploadState, uploadStatus } from './state';

/** What both lists show; never the storage key, the hash or the batch id. */
export const listedColumns = {
  id: clientUploads.id,
  title: clientUploads.title,
  category: clientUploads.category,
  year: clientUploads.year,
  note: clientUploads.note,
  filename: clientUploads.filename,
  filetype: clientUploads.filetype,
  size: clientUploads.size,
  uploadedAt: clientUploads.uploadedAt,
  seenAt: clientUploads.seenAt,
  archivedAt: clientUploads.archivedAt,
};

/** Newest first; the id settles files sent in the same instant. */
const newestFirst = [desc(clientUploads.uploadedAt), desc(clientUploads.id)] as const;

type ListedRow = { [K in keyof typeof listedColumns]: (typeof clientUploads.$inferSelect)[K] };

/** Picked one by one: a full row (the 201 of an upload) carries columns no list shows. */
function common(row: ListedRow) {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    year: row.year,
    note: row.note,
    filename: row.filename,
    filetype: row.filetype,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export function toClientItem(row: ListedRow): ClientUpload {
  return {
    ...common(row),
    status: uploadStatus(row),
    receivedAt: (row.seenAt ?? row.archivedAt)?.toISOString() ?? null,
  };
}

export interface AdminFilters {
  userId?: number;
  category?: string;
  year?: number;
  state?: ClientUploadState[];
  q?: string;
}

function filterConditions(filters: AdminFilters): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    filters.userId === undefined ? undefined : eq(clientUploads.userId, filters.userId),
    filters.category === undefined ? undefined : eq(clientUploads.category, filters.category),
    filters.year === undefined ? undefined : eq(clientUploads.year, filters.year),
    filters.state?.length ? inStates(filters.state) : undefined,
    q
      ? or(ilike(clientUploads.title, likePattern(q)), ilike(clientUploads.filename, likePattern(q)))
      : undefined,
  );
}

/** Every client's uploads matching the filters (or one upload by id), with the sender, newest first. */
export async function adminItems(db: Db, where: AdminFilters | { id: number }): Promise<AdminClientUpload[]> {
  const rows = await db
    .select({
      ...listedColumns,
      userId: clientUploads.userId,
      userName: users.fullName,
      username: users.username,
      userEmail: users.email,
    })
    .from(clientUploads)
    .innerJoin(users, eq(users.id, clientUploads.userId))
    .where('id' in where ? eq(clientUploads.id, where.id) : filterConditions(where))
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    ...common(row),
    userId: row.userId,
    userName: row.userName,
    username: row.username,
    userEmail: row.userEmail,
    state: uploadState(row),
    seenAt: row.seenAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  }));
}
