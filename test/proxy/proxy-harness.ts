import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { seedProxySite } from './proxy-seed';

const root = path.resolve(import.meta.dirname, '../..');
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const insecure = new Agent({ rejectUnauthorized: false, keepAlive: false });

/** One HTTPS (or HTTP) request, the whole answer in memory; TLS is the test's own certificate. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const secure = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ...(secure ? { agent: insecure } : {}) },
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

/** deploy/nginx/studio-portal.conf with the names a real server would have replaced by loopback ones. */
async function renderConfig(dir: string, ports: { http: number; https: number; app: number }) {
  const conf = (await readFile(path.join(root, 'deploy/nginx/studio-portal.conf'), 'utf8'))
    .replaceAll('/etc/letsencrypt/live/studio.example.it/', `${dir}/`)
    .replaceAll('/var/cache/nginx/studio-portal', `${dir}/cache`)
    .replaceAll('studio.example.it', 'localhost')
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${ports.app}`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace(/listen 443 /g, `listen 127.0.0.1:${ports.https} `)
    .replace(/listen 80;/g, `listen 127.0.0.1:${ports.http};`);
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  const main = `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
  await writeFile(path.join(dir, 'site.conf'), conf);
  await writeFile(path.join(dir, 'nginx.conf'), main);
}

async function waitFor(check: () => Promise<boolean>, what: string, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start:\n${output()}`);
}

/** The built server on loopback with TRUST_PROXY, and nginx in front of it with the repository's file. */
export async function startProxiedSite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-proxy-'));
  const dataDir = path.join(dir, 'data');
  await mkdir(path.join(dir, 'cache'), { recursive: true });
  const ports = { http: await freePort(), https: await freePort(), app: await freePort() };
  const publicUrl = `https://localhost:${ports.https}`;
  const secretsKey = randomBytes(32).toString('hex');
  const clientId = await seedProxySite(dataDir, secretsKey);

  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  await renderConfig(dir, ports);

  let output = '';
  const children: ChildProcess[] = [];
  const app = spawn(process.execPath, ['build/app/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.app),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      SECRETS_KEY: secretsKey,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NEWS_FEEDS: '[]',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(app);
  app.stdout?.on('data', (d) => (output += d));
  app.stderr?.on('data', (d) => (output += d));
  const appUrl = `http://127.0.0.1:${ports.app}`;
  await waitFor(
    async () => (await send(`${appUrl}/api/health`)).status === 200,
    'the site',
    () => output,
  );

  execFileSync(
    'nginx',
    ['-t', '-q', '-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')],
    { stdio: 'pipe' },
  );
  const nginx = spawn(
    'nginx',
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(nginx);
  nginx.stderr?.on('data', (d) => (output += d));
  await waitFor(
    async () => (await send(`${publicUrl}/api/health`)).status === 200,
    'nginx',
    () => output,
  );

  return {
    publicUrl,
    appUrl,
    httpUrl: `http://127.0.0.1:${ports.http}`,
    clientId,
    output: () => output,
    async stop() {
      for (const child of children.reverse()) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
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
