import { DRAWN_BY_SERVER_ATTRIBUTE, PAGE_ANSWERS_ID } from '@common/page-answers';
import { serverDrawing } from './server-drawing';

let answers: Record<string, unknown> | undefined;

function read(): Record<string, unknown> {
  try {
    return JSON.parse(document.getElementById(PAGE_ANSWERS_ID)?.textContent || '{}');
  } catch {
    // A page cut short on a bad connection: the questions go to the network as they would without it.
    return {};
  }
}

function fromThePage(): Record<string, unknown> {
  answers ??= read();
  return answers;
}

/**
 * The answer the server put in the page for this exact GET (server/web/page-answers.ts), given once:
 * it was true when the page was made, so any later question, a refresh after a change, asks the server.
 */
export function takePageAnswer(url: string): { value: unknown } | undefined {
  const given = typeof document === 'undefined' ? serverDrawing()?.answers : fromThePage();
  if (!given || !(url in given)) return undefined;
  const value = given[url];
  delete given[url];
  return { value };
}

/**
 * Whether the routes' loaders wait for the first screen's code and answers before it is drawn: on the
 * server, which draws it once, and in a page the server drew, until the application has taken it over
 * (decision 0034): it must not be drawn over with a loader first. Elsewhere they do not wait: the page's
 * frame shows while the answers come.
 */
export function firstScreenWhole(): boolean {
  return typeof document === 'undefined' || document.body.hasAttribute(DRAWN_BY_SERVER_ATTRIBUTE);
}
