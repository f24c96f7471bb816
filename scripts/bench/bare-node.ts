import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';

/**
 * Node's own HTTP server answering every request with one fixed answer (status, headers, body), in a
 * process of its own: what Node can serve at best on this machine, the yardstick between the site's
 * server and nginx in `bench:serve`. The answer is the site's, asked once with `acceptEncoding`.
 */
export async function startBareNode(url: string, acceptEncoding: string) {
  const answer = await new Promise<{ status: number; headers: string[]; body: string }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // Node sets these itself, for each request, as it does for the site.
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (!/^(date|connection|keep-alive)$/i.test(res.rawHeaders[i]!))
            headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    })
      .on('error', reject)
      .end();
  });
  // The answer comes on stdin: an asset is too large for the command line.
  const code = `const a = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const body = Buffer.from(a.body, 'base64');
require('node:http').createServer((q, s) => { s.writeHead(a.status, a.headers); s.end(body); })
  .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify(answer));
  const [port] = (await once(child.stdout!, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${String(port).trim()}`,
    stop: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}
