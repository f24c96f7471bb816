import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import type { Message, ThreadPage, ThreadSummary } from '../../common/schemas/messages';
import type { Page as ListPage } from '../../common/schemas/paging';
import { createUserViaApi, newClient, uniqueTag } from './admin-users';

/** A client's conversation started through the API, as the 'Messaggi' tab sends it. */
export async function startThread(
  request: APIRequestContext,
  subject: string,
  text: string,
): Promise<number> {
  const res = await request.post('/api/messages/threads', { data: { subject, text } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The firm's conversations whose subject or text match `q`. */
export async function firmThreads(request: APIRequestContext, q: string): Promise<ThreadSummary[]> {
  const res = await request.get(`/api/admin/messages/threads?q=${encodeURIComponent(q)}&limit=100`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ListPage<ThreadSummary>).items;
}

/** A message written to a conversation: the firm's (maybe a note) on the admin routes, or the client's. */
export async function writeTo(
  request: APIRequestContext,
  id: number,
  body: { text: string; internal?: boolean },
  side: 'firm' | 'client',
): Promise<Message> {
  const base = side === 'firm' ? '/api/admin/messages' : '/api/messages';
  const res = await request.post(`${base}/threads/${id}/messages`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Message;
}

/** The conversation as one side reads it. */
export async function readThread(
  request: APIRequestContext,
  id: number,
  side: 'firm' | 'client',
): Promise<ThreadPage> {
  const base = side === 'firm' ? '/api/admin/messages' : '/api/messages';
  const res = await request.get(`${base}/threads/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ThreadPage;
}

/** A client of this test only, with an API context of their own (their own session). */
export async function newClientSession(page: Page, tag: string, fullName?: string) {
  const client = newClient(uniqueTag(tag), fullName);
  const user = await createUserViaApi(page, client);
  const request = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const login = await request.post('/api/login', {
    data: { username: client.username, password: client.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { client, user, request };
}
