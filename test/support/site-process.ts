import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const insecure = new Agent({ rejectUnauthorized: false, keepAlive: false });
// A connection per request: a kept-alive one could be closed by the server as it is reused.
const plain = new HttpAgent({ keepAlive: false });

/**
 * One HTTPS (or HTTP) request, the whole answer in memory; TLS is the test's own
 * certificate. A body always goes with its length, whatever the method.
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    /** The request target exactly as written (a URL would turn '\\' into '/'). */
    path?: string;
  } = {},
): Promise<Answer> {
  const secure = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: options.method ?? 'GET',
        ...(options.path === undefined ? {} : { path: options.path }),
        headers: {
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        agent: secure ? insecure : plain,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The cookies a Set-Cookie list sets, as one Cookie header, merged into what the jar had. */
export function keepCookies(jar: Map<string, string>, answer: Answer): string {
  for (const line of ([] as string[]).concat(answer.headers['set-cookie'] ?? [])) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  output: () => string,
  gone: () => boolean = () => false,
) {
  for (let i = 0; i < 300; i++) {
    if (gone()) throw new Error(`${what} exited:\n${output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start:\n${output()}`);
}

export interface SiteProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait: a clean stop. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash, with nothing flushed or closed. */
  kill9(): Promise<void>;
}

/**
 * The built server (build/app/main.js, run as in production) in a child
 * process on loopback, answered once /api/health says 200. `env` adds to and
 * overrides the defaults: DATA_DIR, DATABASE_URL, SECRETS_KEY are the caller's.
 */
export async function startSiteProcess(port: number, env: Record<string, string>): Promise<SiteProcess> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['build/app/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NEWS_FEEDS: '[]',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = once(child, 'exit');
  const alive = () => child.exitCode === null && child.signalCode === null;
  await waitFor(
    async () => (await send(`${url}/api/health`)).status === 200,
    'the site',
    () => output,
    () => !alive(),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
    await exited;
  };
  return { url, child, output: () => output, stop: () => end('SIGTERM'), kill9: () => end('SIGKILL') };
}

/** Signs in as a browser on the site would (a cookie header back); a second factor asks `code`. */
export async function signIn(
  url: string,
  who: { username: string; password: string },
  options: { code?: () => string; headers?: Record<string, string> } = {},
): Promise<string> {
  const { code, headers } = options;
  const jar = new Map<string, string>();
  const json = { 'content-type': 'application/json', origin: url, ...headers };
  let res = await send(`${url}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: who.username, password: who.password }),
  });
  let cookie = keepCookies(jar, res);
  if (res.status === 202 && code) {
    res = await send(`${url}/api/login/second-factor`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ code: code() }),
    });
    cookie = keepCookies(jar, res);
  }
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  return cookie;
}
