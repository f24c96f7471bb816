import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestTemplate } from '../../../common/schemas/document-requests';
import { createdIds, requestBody } from '../../../test/support/requests';
import { setupAdminApp } from '../../../test/support/setup-test-app';
import { selectRows } from '../../db/client';

const { t, admin } = setupAdminApp();
const CLIENTS = 1000;

describe('the first day of the season', () => {
  it(`creates the 730 request for all ${CLIENTS} clients in one action`, async () => {
    await t.app.db.execute(
      sql`insert into users (username, password_hash, full_name, email, role)
          select 'cliente' || n, 'x', 'Cliente ' || lpad(n::text, 4, '0'), 'cliente' || n || '@example.it', 'client'
          from generate_series(1, ${CLIENTS}) as n`,
    );
    const templates = (await t.app.inject({ url: '/api/admin/request-templates', cookies: admin })).json<
      RequestTemplate[]
    >();
    const modello730 = templates.find((tpl) => tpl.name === '730')!;

    const ids = await createdIds(
      t.app,
      admin,
      requestBody({ title: modello730.title, items: modello730.items, allClients: {} }),
    );
    expect(ids).toHaveLength(CLIENTS);
    expect(new Set(ids).size).toBe(CLIENTS);
    const [rows] = await selectRows<{ requests: number; items: number }>(
      t.app.db,
      sql`select (select count(*)::int from document_requests) as requests, (select count(*)::int from request_items) as items`,
    );
    expect(rows).toEqual({ requests: CLIENTS, items: CLIENTS * modello730.items.length });

    const listed = await t.app.inject({ url: '/api/admin/requests?limit=50', cookies: admin });
    expect(listed.json()).toMatchObject({ total: CLIENTS });
    expect(listed.json().items[0]).toMatchObject({
      answered: 0,
      total: modello730.items.length,
      toReview: 0,
    });
  });
});
