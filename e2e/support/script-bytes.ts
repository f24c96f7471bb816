import { request as httpRequest } from 'node:http';

/** The bytes a script takes on the wire when the browser accepts gzip: what the server sends, as sent. */
export function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Each script with its gzip size, largest first, and their sum. */
export async function scriptWeight(urls: readonly string[]) {
  const files = await Promise.all(
    [...new Set(urls)].map(async (url) => ({ file: new URL(url).pathname, bytes: await gzipBytes(url) })),
  );
  files.sort((a, b) => b.bytes - a.bytes);
  return { files, total: files.reduce((sum, f) => sum + f.bytes, 0) };
}
