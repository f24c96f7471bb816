import { describe, expect, it } from 'vitest';
import { type Cookies, loginAdmin, setupTestApp, signedInAs } from '../../test/support/setup-test-app';
import { createUser } from '../../test/support/users';
import type { OpenApiDocument } from './openapi-plugin';

const t = setupTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every operation of the document, asked as a visitor, a client and an administrator would ask it
 * with nothing filled in (no body, no query, an id of no row): whatever each answers, a refusal
 * included, must be a status the document lists for it. The API suite checks the successes.
 */
describe('every operation, asked with nothing filled in', () => {
  for (const who of ['a visitor', 'a client', 'an administrator'] as const)
    it(`answers ${who} only statuses the document lists for it`, async () => {
      let cookies: Cookies | undefined;
      if (who === 'a client') cookies = await signedInAs(t, await createUser(t.app));
      if (who === 'an administrator') cookies = await loginAdmin(t);
      const doc = t.app.swagger() as unknown as OpenApiDocument;
      const undocumented: string[] = [];
      for (const [path, operations] of Object.entries(doc.paths))
        for (const [method, operation] of Object.entries(operations)) {
          // An id no row has: the document's 404 (or a 400 for a malformed one) is what should answer.
          const url = path.replace(/\{\w+\}/g, '999999');
          // The sign-out would end the very session the next operations are asked with.
          if (url === '/api/logout' && cookies) continue;
          // A signed-in person's stream never ends: server/routes/message-events.test.ts reads it on a connection.
          if (url === '/api/messages/events' && cookies) continue;
          const res = await t.app.inject({ method: method.toUpperCase() as Method, url, cookies });
          if (!(String(res.statusCode) in (operation.responses ?? {})))
            undocumented.push(
              `${method.toUpperCase()} ${path} answered ${res.statusCode}: ${res.body.slice(0, 120)}`,
            );
        }
      expect(undocumented).toEqual([]);
    });
});
