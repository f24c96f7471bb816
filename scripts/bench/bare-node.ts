import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { askOverSocket } from '../../test/support/ask-over-socket';

/**
 * Node's own HTTP server answering every request with one fixed answer (status, headers, body), in a
 * process of its own: what Node can serve at best on this machine, the yardstick between the site's
 * server and nginx in `bench:serve`. The answer is the site's, asked once with `acceptEncoding`, as
 * the site keeps it for its fast path.
 */
export async function startBareNode(url: string, acceptEncoding: string) {
  const { hostname, port, pathname } = new URL(url);
  const { status, headers, body } = await askOverSocket({
    host: hostname,
    port,
    path: pathname,
    headers: { 'accept-encoding': acceptEncoding },
  });
  const answer = { status, headers, body: body.toString('base64') };
  // The answer comes on stdin: an asset is too large for the command line.
  const code = `const a = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const body = Buffer.from(a.body, 'base64');
require('node:http').createServer((q, s) => { s.writeHead(a.status, a.headers); s.end(body); })
  .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify(answer));
  const [listening] = (await once(child.stdout!, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${String(listening).trim()}`,
    stop: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}
