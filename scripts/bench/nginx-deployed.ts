import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderProxyConfig } from '../../test/proxy/proxy-harness';
import { freePort } from '../../test/support/free-port';
import { runNginx } from './nginx-static';

/**
 * The repository's nginx file (deploy/nginx/studio-portal.conf) in front of a server already
 * listening at appPort, as deployed but over plain HTTP (the yardstick, nginx serving the files, is
 * measured without TLS too), with a worker per core as the yardstick has.
 */
export async function startDeployedNginx(appPort: number) {
  const prefix = await mkdtemp(path.join(tmpdir(), 'studio-bench-deployed-'));
  const ports = { http: await freePort(), https: await freePort(), app: appPort };
  await renderProxyConfig(prefix, ports, { plainHttp: true, workers: 'auto' });
  return runNginx(prefix, `http://127.0.0.1:${ports.https}`);
}
