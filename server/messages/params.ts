import { THREAD_NOT_FOUND } from '@common/messages';
import { HttpError } from '../http-error';
import { parseId } from '../routes/id-params';

/** `/:id` of a conversation: a malformed id is as unknown as a missing one. */
export function threadId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw new HttpError(404, THREAD_NOT_FOUND);
  return id;
}
