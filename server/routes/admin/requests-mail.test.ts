import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailBodies } from '../../../test/support/mail-parts';
import { setupMailTestApp, TEST_MAIL } from '../../../test/support/mail-test-app';
import {
  adminRequest,
  createdIds,
  requestBody,
  reviewItem,
  sendItemFile,
} from '../../../test/support/requests';
import { loginAdmin, signedInAs } from '../../../test/support/setup-test-app';
import { createUser } from '../../../test/support/users';
import { clientUploads, documentRequests, mailOutbox } from '../../db/schema';

const { t, smtp } = setupMailTestApp({
  env: { PUBLIC_URL: 'https://www.studio.example' },
  clear: [mailOutbox, clientUploads, documentRequests],
});
let admin: Record<string, string>;
let client: Awaited<ReturnType<typeof createUser>> & { cookies: Record<string, string> };
beforeAll(async () => {
  admin = await loginAdmin(t);
  const user = await createUser(t.app, {
    username: 'giulia',
    fullName: 'Giulia Verdi',
    email: 'giulia@example.it',
  });
  client = { ...user, cookies: await signedInAs(t, user) };
});

describe('the e-mails of a request', () => {
  it("send the item back: the client hears which document, the firm's message and the link to the area", async () => {
    const [id] = await createdIds(
      t.app,
      admin,
      requestBody({ userIds: [client.id], title: 'Dichiarazione 2027' }),
    );
    const request = await adminRequest(t.app, admin, id!);
    const target = { requestId: id!, itemId: request.items[0]!.id };
    expect((await sendItemFile(t.app, client.cookies, target)).statusCode).toBe(201);

    // The file answers the item and is one of the client's uploads: the firm hears of it as of any.
    const [notice] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'client-upload'));
    expect(notice).toMatchObject({ to: TEST_MAIL.to, recipientUserId: client.id });
    expect(notice!.text).toContain('Certificazione Unica 2027');

    const res = await reviewItem(t.app, admin, target, {
      state: 'rejected',
      message: 'Manca il retro <b>della CU</b>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [queued] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'request-review'));
    expect(queued).toMatchObject({ to: 'giulia@example.it', recipientUserId: client.id });

    await t.app.mail.worker!.runOnce();
    const mail = smtp.received.find((m) => m.envelopeTo.includes('giulia@example.it'))!;
    expect(mail.header('subject')).toContain('un documento da rivedere');
    const { text, html } = mailBodies(mail);
    expect(text).toContain('Gentile Giulia Verdi,');
    expect(text).toContain('Richiesta: Dichiarazione 2027');
    expect(text).toContain('Documento da rivedere: Certificazione Unica 2027');
    expect(text).toContain('Manca il retro <b>della CU</b>');
    expect(text).toContain('https://www.studio.example/area-clienti');
    expect(html).toContain('Manca il retro &lt;b&gt;della CU&lt;/b&gt;');
    expect(html).toContain('href="https://www.studio.example/area-clienti"');
    expect(mail.raw).not.toMatch(/client-uploads|download/);
  });

  it('are not sent when the firm accepts', async () => {
    const [id] = await createdIds(t.app, admin, requestBody({ userIds: [client.id] }));
    const request = await adminRequest(t.app, admin, id!);
    const target = { requestId: id!, itemId: request.items[0]!.id };
    await sendItemFile(t.app, client.cookies, target);
    expect((await reviewItem(t.app, admin, target, { state: 'accepted' })).statusCode).toBe(200);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'request-review'))).toEqual([]);
  });
});
