/**
 * What the routes without a zod response schema answer on success (files,
 * archives, `204`s, a few small objects), in OpenAPI terms, merged into the
 * document by `openapi-plugin.ts`. The test app checks every success answer
 * of the whole API suite against the document (test/support/test-app.ts), so
 * an entry here that stops being true fails the tests of that route.
 */
type Responses = Record<string, { description: string; content?: Record<string, { schema: object }> }>;

const noContent: Responses = { 204: { description: 'Fatto: nessun contenuto' } };
const json = (status: number, description: string, schema: object): Responses => ({
  [status]: { description, content: { 'application/json': { schema } } },
});
const object = (properties: Record<string, object>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const bytes = (description: string): Responses => ({
  200: {
    description,
    content: {
      'application/octet-stream': {
        schema: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
    },
  },
});
const file: Responses = {
  ...bytes('Il file, con il suo Content-Type e Content-Disposition (intervalli con Range)'),
  206: { description: "Una parte del file (un'intestazione Range)" },
};
// A part read out of a stored file (signed content, an attachment): whole, no ranges.
const filePart = bytes('La parte del file, con il suo Content-Type e Content-Disposition');
const zip: Responses = {
  200: {
    description: 'Un archivio ZIP, inviato mentre si forma',
    content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
  },
};

export const undeclaredAnswers: Record<string, Responses> = {
  'GET /api/health': json(200, 'Il servizio e il database rispondono', object({ status: { const: 'ok' } })),
  'POST /api/logout': noContent,
  'POST /api/user/confirm-identity': noContent,
  'POST /api/user/two-factor/disable': noContent,
  'DELETE /api/user/sessions/{id}': noContent,
  'POST /api/passkeys/registration/options': json(200, 'Le opzioni WebAuthn di registrazione', {
    type: 'object',
  }),
  'DELETE /api/passkeys/{id}': noContent,
  'POST /api/passkeys/sign-in/options': json(200, "Le opzioni WebAuthn d'accesso", { type: 'object' }),
  'GET /api/documents/{id}/download': file,
  'GET /api/documents/archive': zip,
  'GET /api/documents/{id}/content': filePart,
  'GET /api/documents/{id}/attachments/{index}': filePart,
  'GET /api/client-uploads/{id}/content': filePart,
  'GET /api/client-uploads/{id}/attachments/{index}': filePart,
  'GET /api/admin/documents/{id}/content': filePart,
  'GET /api/admin/documents/{id}/attachments/{index}': filePart,
  'GET /api/admin/client-uploads/{id}/content': filePart,
  'GET /api/admin/client-uploads/{id}/attachments/{index}': filePart,
  'GET /api/documents/archive-matching': zip,
  'DELETE /api/client-uploads/{id}': noContent,
  'GET /api/calendar/{token}': {
    200: {
      description: 'Il calendario del cliente (iCalendar)',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    },
  },
  'DELETE /api/user/calendar-token': noContent,
  'POST /api/messages/threads/{id}/read': noContent,
  'GET /api/messages/events': {
    200: {
      description:
        'Server-Sent Events: `message`, `read`, `state` con `{ threadId }`, `resync` quando qualcosa può essere sfuggito',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
  },
  'PUT /api/admin/users/{id}/two-factor-required': noContent,
  'DELETE /api/admin/users/{id}/passkeys/{passkeyId}': noContent,
  'DELETE /api/admin/contact-messages/{id}': noContent,
  'POST /api/admin/contact-messages/{id}/restore': noContent,
  'GET /api/admin/documents/archive': zip,
  'POST /api/admin/documents/delete-matching': json(
    200,
    'I documenti eliminati',
    object({ deleted: { type: 'integer' } }),
  ),
  'DELETE /api/admin/documents/{id}': noContent,
  'GET /api/admin/client-uploads/{id}/download': file,
  'DELETE /api/admin/client-uploads/{id}': noContent,
  'GET /api/admin/client-uploads/archive': zip,
  'GET /api/admin/client-uploads/archive/matching': zip,
  'DELETE /api/admin/requests/{id}': noContent,
  'DELETE /api/admin/request-templates/{id}': noContent,
  'DELETE /api/admin/api-tokens/{id}': noContent,
  'POST /api/admin/messages/threads/{id}/read': noContent,
};
