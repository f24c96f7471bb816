import { z } from 'zod';
import { ANSWER_NOTE_MAX } from '../document-requests';
import { optionalText } from './document-requests';

// Apart from the request's other schemas: the client's area imports that module for its constants and
// labels, and fetches this one only when a note is written (lazyZodResolver).

/** `POST /api/requests/:id/items/:itemId/unavailable`. */
export const unavailableSchema = z.object({ note: optionalText(ANSWER_NOTE_MAX, 'La nota') });
