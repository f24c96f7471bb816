import { ACCEPTED_FILE_KEPT } from '@common/client-uploads';
import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../test/support/document-fixtures';
import { adminRequest, reviewItem, sendItemFile, setUpRequestHarness } from '../../test/support/requests';
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

  it("keeps the files of an item the firm accepted: the client's deletion is a 409, and their list says received", async () => {
    const request = await h.requestFor(h.mario, { items: [{ name: 'CU', category: 'altro' }] });
    const target = { requestId: request.id, itemId: request.items[0]!.id };
    for (const name of ['cu-fronte.pdf', 'cu-retro.pdf'])
      await sendItemFile(app(), h.mario.cookies, target, { filename: name, content: pdfFile(name) });
    expect((await reviewItem(app(), h.admin, target, { state: 'accepted' })).statusCode).toBe(200);
    const files = (await adminRequest(app(), h.admin, request.id)).items[0]!.files;
    expect(files).toHaveLength(2);
    // The firm accepted them from the checklist without downloading them: they are still new to it.
    expect((await app().db.select().from(clientUploads)).map((u) => u.seenAt)).toEqual([null, null]);

    for (const file of files) {
      const res = await app().inject({
        method: 'DELETE',
        url: `/api/client-uploads/${file.id}`,
        cookies: h.mario.cookies,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ACCEPTED_FILE_KEPT });
    }
    expect(await adminRequest(app(), h.admin, request.id)).toMatchObject({
      state: 'complete',
      items: [{ state: 'accepted', files }],
    });
    expect(await app().db.select().from(clientUploads)).toHaveLength(2);
    // What the client's list says of them is what the server allows: received, so no 'Elimina'.
    const sent = (await app().inject({ url: '/api/client-uploads', cookies: h.mario.cookies })).json();
    expect(sent.items.map((u: { status: string }) => u.status)).toEqual(['received', 'received']);
    expect(sent.items[0].receivedAt).not.toBeNull();
  });

  it('still lets the client replace an unopened file of an item sent back to them', async () => {
    const request = await h.requestFor(h.mario, { items: [{ name: 'CU', category: 'altro' }] });
    const target = { requestId: request.id, itemId: request.items[0]!.id };
    const sent = await sendItemFile(app(), h.mario.cookies, target, { content: pdfFile('sfocato') });
    await reviewItem(app(), h.admin, target, { state: 'rejected', message: 'Illeggibile' });
    const fileId = sent.json().items[0].files[0].id as number;
    const listed = (await app().inject({ url: '/api/client-uploads', cookies: h.mario.cookies })).json();
    expect(listed.items[0]).toMatchObject({ id: fileId, status: 'sent' });
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/client-uploads/${fileId}`,
      cookies: h.mario.cookies,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await adminRequest(app(), h.admin, request.id)).items[0]).toMatchObject({
      state: 'rejected',
      files: [],
    });
  });
});
