import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { send, startSiteProcess, waitFor } from '../support/site-process';
import { seedSite } from '../support/site-seed';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * deploy/nginx/studio-portal.conf with the names a real server would have replaced by loopback ones,
 * and nginx's own file around it, with what Debian's adds. `plainHttp` serves the site's server block
 * without TLS (the serving benchmark, whose yardstick is nginx serving files over plain HTTP);
 * `workers` as worker_processes.
 */
export async function renderProxyConfig(
  dir: string,
  ports: { http: number; https: number; app: number },
  options: { plainHttp?: boolean; workers?: number | 'auto' } = {},
) {
  let conf = (await readFile(path.join(root, 'deploy/nginx/studio-portal.conf'), 'utf8'))
    .replaceAll('/etc/letsencrypt/live/studio.example.it/', `${dir}/`)
    .replaceAll('/var/cache/nginx/studio-portal', `${dir}/cache`)
    .replaceAll('studio.example.it', 'localhost')
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${ports.app}`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace(/listen 443 /g, `listen 127.0.0.1:${ports.https} `)
    .replace(/listen 80;/g, `listen 127.0.0.1:${ports.http};`);
  if (options.plainHttp) conf = conf.replace(/ ssl http2;/, ';').replace(/^\s*ssl_.*$/gm, '');
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  const main = `${user}
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # As Debian's own nginx.conf has them.
  sendfile on;
  tcp_nopush on;
  gzip on;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
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

/**
 * The built server on loopback with TRUST_PROXY, and nginx in front of it with the repository's file.
 * `seed` writes the site's data before it starts (by default the proxy tests' admin and client) and
 * answers the client's id.
 */
export async function startProxiedSite(
  options: { seed?: (dataDir: string, secretsKey: string) => Promise<number> } = {},
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-proxy-'));
  const dataDir = path.join(dir, 'data');
  await mkdir(path.join(dir, 'cache'), { recursive: true });
  const ports = { http: await freePort(), https: await freePort(), app: await freePort() };
  const publicUrl = `https://localhost:${ports.https}`;
  const secretsKey = randomBytes(32).toString('hex');
  const clientId = await (options.seed ?? seedSite)(dataDir, secretsKey);

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
  await renderProxyConfig(dir, ports);

  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    SECRETS_KEY: secretsKey,
  };
  let app = await startSiteProcess(ports.app, env);
  let output = '';
  const appUrl = app.url;

  execFileSync(
    'nginx',
    ['-t', '-q', '-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')],
    { stdio: 'pipe' },
  );
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
    /** The certificate made for the run (PEM), for a browser told to trust it. */
    certificate: path.join(dir, 'fullchain.pem'),
    clientId,
    output: () => app.output() + output,
    /** The site stopped and started again behind the same nginx, as an upgrade does, with `changed` in its environment. */
    async restart(changed: Record<string, string>) {
      await app.stop();
      app = await startSiteProcess(ports.app, { ...env, ...changed });
    },
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGTERM');
        await once(nginx, 'exit');
      }
      await app.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
