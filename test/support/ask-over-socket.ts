import { type RequestOptions, request } from 'node:http';

// Headers made for each answer: a fixed copy of the answer leaves them out.
const PER_REQUEST = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/** A GET over a real socket: the status, the header names and values in the order sent, the body. */
export function askOverSocket(options: RequestOptions) {
  return new Promise<{ status: number; headers: string[]; body: Buffer }>((resolve, reject) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!PER_REQUEST.has(name)) headers.push(name, res.rawHeaders[i + 1]!);
        }
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
