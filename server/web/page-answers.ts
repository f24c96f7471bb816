import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pendingAccountStep } from '@common/account';
import {
  clientAreaAnswerUrls,
  clientAreaTabFrom,
  PAGE_ANSWERS_ID,
  tabAnswerUrls,
} from '@common/page-answers';
import type { PublicUser } from '@common/schemas/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withScreen } from './first-screen';
import type { Encoding } from './negotiate';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What a signed-in client's `/area-clienti` asks for first, asked of the app itself with the page
 * request's own cookie and address (decision 0032): the same routes, permission checks and answers as
 * the browser's own questions, without a round trip each on a phone's network. Undefined for a visitor
 * or a session that no longer holds: the page goes out as built and asks for itself. Staff, and an
 * account with a step to finish, get the account only: their first screen is not the tab's.
 */
export async function clientAreaAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Record<string, unknown> | undefined> {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const ask = async (url: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { cookie, 'user-agent': request.headers['user-agent'] ?? '' },
    });
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  };
  const user = (await ask(clientAreaAnswerUrls.user)) as PublicUser | undefined;
  if (!user) return undefined;
  const answers: Record<string, unknown> = { [clientAreaAnswerUrls.user]: user };
  if (user.role !== 'client' || pendingAccountStep(user)) return answers;

  const query = request.query as Record<string, unknown>;
  const urls = tabAnswerUrls(clientAreaTabFrom(query.scheda), 'q' in query || 'categoria' in query);
  // One that fails is left out: the screen asks for it and shows its own failure and 'Riprova'.
  const found = await Promise.all(urls.map(ask));
  urls.forEach((url, i) => {
    if (found[i] !== undefined) answers[url] = found[i];
  });
  return answers;
}

/**
 * The page with its answers in a data block before `</head>`: JSON the browser never runs (the CSP
 * does not apply to it), with every `<` escaped so a document's title cannot close the block; and the
 * first screen drawn from them, when it was (first-screen.ts).
 */
export async function pageWithAnswers(
  html: Buffer,
  answers: Record<string, unknown>,
  encoding: Encoding | null,
  screen?: string,
) {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
  // A function, not a string: in a replacement string `$'`, `$\`` and `$&` in a comment or a title
  // would stand for the rest of the page, its start, the match.
  const text = withScreen(html.toString('utf8'), screen).replace('</head>', () => `${block}</head>`);
  // Quick settings: the page is made for one request, and a few kilobytes either way do not matter.
  if (encoding === 'br') return brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipped(text, { level: 6 });
  return Buffer.from(text);
}
