import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../test/support/free-port';

/**
 * `node build/app/main.js` as in production, in a process of its own (its
 * memory can be watched), on a free loopback port; ready when /api/health answers
 * and, when given, `ready` holds for what the server has written so far.
 */
export async function startServerProcess(
  root: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  ready: (output: string) => boolean = () => true,
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'build/app/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && ready(output)) return { url, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server did not answer ${url}/api/health:\n${output}`);
}
