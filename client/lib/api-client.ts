import { SESSION_REQUIRED_MESSAGE } from '@common/session-required';
import { UNAVAILABLE_MESSAGE } from '@common/unavailable';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The one fetch wrapper of the client. Every request sends the session cookie;
 * a body goes as JSON. A non-success answer raises ApiError whose message is
 * "status: body text" (or the status text when the body is empty), as the
 * specification requires; `serverMessage` holds the `{ message }` the API sent.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
    /** Which field each refusal belongs to, when the server said (`fieldErrors`). */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A private request found no live session: the session ended on the server. */
export function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.serverMessage === SESSION_REQUIRED_MESSAGE
  );
}

let sessionEndedListener: ((error: ApiError) => void) | undefined;
let unheardEnd: ApiError | undefined;

/**
 * Who acts when any request finds the session ended (the auth feature: it signs the page out and says so),
 * in one place rather than at each request's failure. An end found before anyone listens (a route's loader
 * runs before the application has rendered) is told to the listener as it arrives.
 */
export function onSessionEnded(listener: (error: ApiError) => void): void {
  sessionEndedListener = listener;
  if (unheardEnd) listener(unheardEnd);
  unheardEnd = undefined;
}

/** The ApiError for a failed answer, from its status and body text (shared with the upload request). */
export function apiErrorFrom(status: number, statusText: string, body: string): ApiError {
  const error = failedAnswer(status, statusText, body);
  if (isSessionEnded(error)) {
    if (sessionEndedListener) sessionEndedListener(error);
    else unheardEnd = error;
  }
  return error;
}

function failedAnswer(status: number, statusText: string, body: string): ApiError {
  const text = body || statusText;
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, string> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      serverMessage = parsed.message;
      // Our own error shape: `fieldErrors` maps a field to its Italian message.
      fieldErrors = (parsed as { fieldErrors?: Record<string, string> }).fieldErrors;
    }
  } catch {
    // Not JSON: the raw text is still in the error message.
  }
  return new ApiError(status, `${status}: ${text}`, serverMessage, fieldErrors);
}

export async function raiseIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw apiErrorFrom(res.status, res.statusText, await res.text());
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await raiseIfNotOk(res);
  return res;
}

/** How a query client asks the API where there is no browser: a page's loader (query-client.ts). */
export type ServerAsk = (url: string) => Promise<Response>;
const serverAsks = new WeakMap<QueryClient, ServerAsk>();

/** The query client answers its queries through `ask`, the server's, instead of `fetch`. */
export function askThrough(client: QueryClient, ask: ServerAsk): void {
  serverAsks.set(client, ask);
}

/** The context TanStack Query gives a query function: which client asks. */
export interface Asker {
  client?: QueryClient;
}

async function answerTo<T>(url: string, nullOn401: boolean, by?: Asker): Promise<T | null> {
  const ask = by?.client && serverAsks.get(by.client);
  const res = ask ? await ask(url) : await fetch(url, { credentials: 'include' });
  if (nullOn401 && res.status === 401) {
    // Drain the body: an unread response keeps the request open in the browser.
    await res.text();
    return null;
  }
  await raiseIfNotOk(res);
  return (await res.json()) as T;
}

/** A GET's JSON; a query function passes its context, so a page's loader on the server asks the same. */
export const getJson = <T>(url: string, by?: Asker) => answerTo<T>(url, false, by) as Promise<T>;

/** GET that answers null on 401: "not signed in" is a state, not an error. */
export const getJsonOrNullOn401 = <T>(url: string, by?: Asker) => answerTo<T>(url, true, by);

/**
 * The text to show a user for a failed request: the server's own message when
 * it sent one; when the site is down behind its proxy (a bare 502, 503 or 504), that.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  return error.status >= 502 && error.status <= 504 ? UNAVAILABLE_MESSAGE : fallback;
}

/**
 * The server looked at what was sent and refused it (wrong password, invalid
 * field): a secret the person typed is asked again. Not so for a wait (429),
 * the service being down or a lost connection: what they typed is kept.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}
