import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { totpCode } from '../../server/two-factor/totp';
import type { ListCase } from './scale-lists';
import { percentile, timeMs } from './support';

export const root = path.resolve(import.meta.dirname, '../..');
export const probeModule = path.join(import.meta.dirname, 'loop-probe.mjs');

/** A script of this repository in a process of its own, with the probe; resolves with its peak memory. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  probeFile: string,
): Promise<{ ms: number; maxRssBytes: number; output: string }> {
  await rm(probeFile, { force: true });
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', probeModule, script, ...args], {
    cwd: root,
    env: { ...process.env, ...env, BENCH_PROBE_FILE: probeFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const [code] = await once(child, 'exit');
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${code}:\n${output}`);
  const { maxRssBytes } = JSON.parse(await readFile(probeFile, 'utf8')) as { maxRssBytes: number };
  return { ms, maxRssBytes, output };
}

/** Asks the server's probe for the longest event-loop delay since the previous question. */
export async function loopDelay(pid: number, probeFile: string, previous: number) {
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    const text = await readFile(probeFile, 'utf8').catch(() => '');
    const answer = text ? (JSON.parse(text) as { answer: number; maxDelayMs: number }) : undefined;
    if (answer && answer.answer > previous) return answer;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server probe did not answer');
}

/** Signs in through the browser context's own requests, so its pages share the session. */
export async function signIn(
  context: BrowserContext,
  base: string,
  account: { username: string; password: string },
  secondFactor: boolean,
): Promise<string> {
  const ask = async (url: string, data: unknown) => {
    const res = await context.request.post(`${base}${url}`, { data });
    if (!res.ok()) throw new Error(`${url} answered ${res.status()}: ${await res.text()}`);
    return (await res.json().catch(() => ({}))) as Record<string, unknown>;
  };
  await ask('/api/login', account);
  if (secondFactor) {
    // No admin route answers an administrator without a second factor (decision 0016).
    const setup = await ask('/api/user/two-factor/setup', {});
    await ask('/api/user/two-factor/confirm', { code: totpCode(String(setup.secret), new Date()) });
  }
  const cookies = await context.cookies(base);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

interface PageAnswer {
  items: unknown[];
  nextCursor: string | null;
}

async function getPage(base: string, url: string, cookie: string): Promise<PageAnswer> {
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as PageAnswer;
}

/** A private page as a phone asks for it (compressed), read whole; a sign-in form instead would fail. */
async function getDrawnPage(base: string, url: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}${url}`, { headers: { cookie, 'accept-encoding': 'br' } });
  const html = await res.text();
  if (!res.ok || !html.includes('<h2')) throw new Error(`${url} answered ${res.status} without its screen`);
  return html;
}

export interface ListFigures {
  name: string;
  first: number[];
  filtered: number[];
  search: number[];
  deep: number[];
  deepPage: number;
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Each request `repeat` times, one after the other, as one person working through the lists. */
export async function measureList(base: string, list: ListCase, cookie: string, repeat: number) {
  const get = list.page ? getDrawnPage : getPage;
  const time = async (url: string) => {
    const samples: number[] = [];
    for (let i = 0; i < repeat; i++) samples.push(await timeMs(() => get(base, url, cookie)));
    return samples;
  };
  const first = await time(list.path);
  const filtered = list.filtered ? await time(list.filtered) : [];
  const search = list.search ? await time(list.search) : [];
  if (list.page || list.single)
    return { name: list.name, first, filtered, search, deep: [], deepPage: 0 } satisfies ListFigures;
  // Page 100 (or the last, on a smaller list) is reached by following the cursors.
  let cursor: string | null = null;
  let deepPage = 1;
  for (; deepPage < 100; deepPage++) {
    const page: PageAnswer = await getPage(
      base,
      cursor ? withQuery(list.path, `cursor=${encodeURIComponent(cursor)}`) : list.path,
      cookie,
    );
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const deep = await time(cursor ? withQuery(list.path, `cursor=${encodeURIComponent(cursor)}`) : list.path);
  return { name: list.name, first, filtered, search, deep, deepPage } satisfies ListFigures;
}

export const p = (samples: number[], q: number) => percentile(samples, q);
