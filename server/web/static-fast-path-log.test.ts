import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { writeWebFile } from '../../test/support/web-root';
import { askOverSocket } from './static-fast-path';

let t: TestApp;
let webRoot: string;
let port: number;
const logLines: string[] = [];
const requestLines = () =>
  logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'incoming request');

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'studio-fast-log-'));
  await writeWebFile(webRoot, 'index.html', '<html><body><h1>Home</h1></body></html>', true);
  await writeWebFile(webRoot, '404/index.html', '<html><body><h1>404</h1></body></html>');
  await writeWebFile(webRoot, 'assets/app-Ab12Cd.js', 'console.log(1);', true);
  let prepared!: (files: number) => void;
  const preparing = new Promise<number>((resolve) => {
    prepared = resolve;
  });
  t = await createTestApp({
    config: { webRoot },
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
    beforeReady: (app) => {
      const prepare = app.staticFastPath.prepare;
      app.staticFastPath.prepare = async (...args) => {
        const files = await prepare(...args);
        prepared(files);
        return files;
      };
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  // Prepared once the server listens.
  expect(await preparing).toBe(3);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("the fast path's own requests at start", () => {
  it('are not in the request log, while a visitor routed the same way is', async () => {
    // Each file in each encoding went through the router once, unlogged.
    expect(requestLines()).toEqual([]);
    await askOverSocket({ host: '127.0.0.1', port, path: '/' });
    expect(t.app.staticFastPath.stats.served).toBe(1);

    await askOverSocket({ host: '127.0.0.1', port, path: '/assets/app-Ab12Cd.js?v=1' });
    expect(requestLines().map((line) => line.req.url)).toEqual(['/assets/app-Ab12Cd.js?v=1']);
  });

  it("are not something a visitor can claim with the fast path's header", async () => {
    const before = requestLines().length;
    await askOverSocket({
      host: '127.0.0.1',
      port,
      path: '/?q=1',
      headers: { 'x-studio-fast-path-prepares': 'a guess' },
    });
    expect(
      requestLines()
        .slice(before)
        .map((line) => line.req.url),
    ).toEqual(['/?q=1']);
  });
});
