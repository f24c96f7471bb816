import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/support/free-port';

/**
 * nginx in the foreground, on a free loopback port, serving a directory as a
 * plain static site with the precompressed `.gz` files beside each file
 * (gzip_static): the yardstick of `bench:serve`. Everything it writes stays in
 * a temporary prefix, so it needs no root and touches no system nginx.
 */
export async function startNginx(rootDir: string) {
  const prefix = await mkdtemp(path.join(tmpdir(), 'studio-bench-nginx-'));
  const port = await freePort();
  const mimeTypes = await readFile('/etc/nginx/mime.types', 'utf8').catch(() => 'types {}');
  await writeFile(path.join(prefix, 'mime.types'), mimeTypes);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include ${prefix}/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${rootDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  return runNginx(prefix, `http://127.0.0.1:${port}`);
}

/**
 * nginx in the foreground with `prefix/nginx.conf`, everything it writes under prefix; answers once
 * `url/` does. Stopping it removes prefix.
 */
export async function runNginx(prefix: string, url: string) {
  const child = spawn(
    'nginx',
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      path.join(prefix, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await once(child, 'exit');
    }
    await rm(prefix, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not answer ${url}/:\n${output}`);
}
