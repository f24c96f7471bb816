import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { adminRequest, sendItemFile, setUpRequestHarness } from '../../test/support/requests';
import { clientUploads } from '../db/schema';

const QUOTA = 4000;
const h = setUpRequestHarness({ config: { clientUploadQuotaBytes: QUOTA } });
const app = () => h.t.app;

describe('answering with files: the limits of Invia documenti', () => {
  it('counts the files for items in the client’s quota, and refuses the one that does not fit', async () => {
    const request = await h.requestFor();
    const target = { requestId: request.id, itemId: request.items[0]!.id };
    const first = await sendItemFile(app(), h.mario.cookies, target, { content: pdfFile('x'.repeat(2500)) });
    expect(first.statusCode, first.body).toBe(201);
    const second = await sendItemFile(
      app(),
      h.mario.cookies,
      { ...target, itemId: request.items[1]!.id },
      {
        content: pdfFile('y'.repeat(2500)),
      },
    );
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toMatch(/^Spazio esaurito/);
    expect(await app().db.select().from(clientUploads)).toHaveLength(1);
    expect((await adminRequest(app(), h.admin, request.id)).items[1]!.state).toBe('pending');
  });

  it('completes the request once when the last two items are answered at the same moment', async () => {
    const request = await h.requestFor();
    const [a, b] = request.items.map((item) => ({ requestId: request.id, itemId: item.id }));
    const answers = await Promise.all([
      sendItemFile(app(), h.mario.cookies, a!, { content: pdfFile('a') }),
      app().inject({
        method: 'POST',
        url: `/api/requests/${b!.requestId}/items/${b!.itemId}/unavailable`,
        cookies: h.mario.cookies,
        payload: {},
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await adminRequest(app(), h.admin, request.id)).toMatchObject({ state: 'complete', answered: 2 });
  });
});

describe('a file for an item deleted afterwards', () => {
  it('leaves the item to send again when the client deletes its only file', async () => {
    const request = await h.requestFor(h.mario, { items: [{ name: 'CU', category: 'altro' }] });
    const target = { requestId: request.id, itemId: request.items[0]!.id };
    const sent = await sendItemFile(app(), h.mario.cookies, target, { content: pdfFile('a') });
    expect(sent.json().state).toBe('complete');
    const fileId = sent.json().items[0].files[0].id as number;
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/client-uploads/${fileId}`,
      cookies: h.mario.cookies,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await adminRequest(app(), h.admin, request.id)).toMatchObject({
      state: 'open',
      answered: 0,
      items: [{ state: 'pending', files: [] }],
    });
  });
});
