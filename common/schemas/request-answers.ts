import { z } from 'zod';
import { ANSWER_NOTE_MAX, COMMENT_MAX } from '../document-requests';
import { optionalText } from './document-requests';

// Apart from the request's other schemas: the client's area imports that module for its constants and
// labels, and fetches these two only when a comment or a note is written (lazyZodResolver).

/** `POST /api/requests/:id/items/:itemId/unavailable`. */
export const unavailableSchema = z.object({ note: optionalText(ANSWER_NOTE_MAX, 'La nota') });

/** `POST /api/requests/:id/comments` (the client) and `POST /api/admin/requests/:id/comments` (the firm). */
export const commentSchema = z.object({
  text: z
    .string({ error: 'Scrivi il commento' })
    .trim()
    .min(1, 'Scrivi il commento')
    .max(COMMENT_MAX, `Il commento può contenere al massimo ${COMMENT_MAX} caratteri`),
});
