import { ITEM_NOT_FOUND, REQUEST_NOT_FOUND } from '@common/document-requests';
import { HttpError } from '../http-error';
import { parseId } from '../routes/id-params';

/** `/:id` of a request: a malformed id is as unknown as a missing one. */
export function requestId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw new HttpError(404, REQUEST_NOT_FOUND);
  return id;
}

/** `/:id/items/:itemId`. */
export function itemIds(params: { id: string; itemId: string }): { requestId: number; itemId: number } {
  const id = requestId(params.id);
  const itemId = parseId(params.itemId);
  if (itemId === null) throw new HttpError(404, ITEM_NOT_FOUND);
  return { requestId: id, itemId };
}
