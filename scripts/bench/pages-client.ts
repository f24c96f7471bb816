import { chromium } from 'playwright-core';
import { e2eClients } from '../../e2e/support/fixtures';
import { seedE2eDocuments } from '../../e2e/support/seed-documents';
import { createDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/users/passwords';

/** The client whose area `npm run bench:pages` audits: the browser tests' Mario Rossi, with his documents. */
const client = e2eClients.mario;

/** The signed-in pages audited, one per tab of the client's area (the tab is in the address). */
export const clientPages = ['/area-clienti', '/area-clienti?scheda=invia', '/area-clienti?scheda=profilo'];

/** Writes the client and his documents into a fresh data directory, before the server starts on it. */
export async function seedBenchClient(dataDir: string) {
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    const { password, ...fields } = client;
    const [row] = await database.db
      .insert(users)
      .values({ ...fields, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    await seedE2eDocuments(database.db, dataDir, { mario: row!.id });
  } finally {
    await database.close();
  }
}

/**
 * Signs the client in and puts the session's cookies in the browser Lighthouse drives (cookies only in a
 * request header would not do: the area reads its `signed_in` hint from the browser's own cookies).
 */
export async function signInBrowser(origin: string, debuggingPort: number) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: client.username, password: client.password }),
  });
  if (!res.ok) throw new Error(`signing in answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    // Secure: the session cookie's __Host- prefix asks for it, and Chromium takes loopback for a secure origin.
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin, secure: true };
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    // Through the protocol itself: given a URL and no domain it makes host-only cookies, as __Host- wants.
    const session = await browser.newBrowserCDPSession();
    await session.send('Storage.setCookies', { cookies });
  } finally {
    await browser.close();
  }
}
