import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { appRoot } from '../paths';
import type { OpenApiDocument } from './openapi-plugin';

const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** Redocly's lint of the committed document with the repository's rules (redocly.yaml), as JSON. */
async function lint(): Promise<LintReport> {
  const run = promisify(execFile)(
    process.execPath,
    [redocly, 'lint', 'docs/openapi.json', '--config', 'redocly.yaml', '--format', 'json'],
    {
      cwd: appRoot,
      // The machine may have no internet: no telemetry, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  // A failed lint exits 1 with the same report.
  const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

describe('the OpenAPI document a client is generated from', () => {
  it("passes Redocly's recommended rules with no error and no warning, as the app generates it", async () => {
    // That the committed document is the one the app generates is openapi.test.ts's check.
    const report = await lint();
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation once, in camelCase, with a summary', () => {
    const ids: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(ops) as [string, { operationId?: string; summary?: string }][]) {
        expect(op.operationId, `${m} ${p}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(op.summary?.length, `${m} ${p}`).toBeGreaterThan(10);
        ids.push(op.operationId!);
      }
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('documents the one error shape on every refusal, and the refusals the guards give', () => {
    const answers = (method: string, p: string) => doc.paths[p]![method]!.responses as Record<string, object>;
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(ops))
        for (const [status, answer] of Object.entries(op.responses ?? {}))
          if (/^[45]/.test(status))
            expect(JSON.stringify(answer), `${m} ${p} ${status}`).toMatch(
              /"\$ref":"#\/components\/schemas\/Error"|"required":\["message"\]/,
            );
    // The session's guard, the admin scope's, the token's with its rate limit, the cross-site check.
    expect(Object.keys(answers('get', '/api/documents'))).toEqual(expect.arrayContaining(['401', '403']));
    expect(Object.keys(answers('get', '/api/admin/users'))).toEqual(
      expect.arrayContaining(['400', '401', '403', '503']),
    );
    expect(Object.keys(answers('post', '/api/v1/documents'))).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415', '429', '503']),
    );
    expect(answers('post', '/api/login')['403']).toMatchObject({
      description: expect.stringContaining('another site'),
    });
    expect(doc.paths['/api/login']!.post).toMatchObject({ security: [] });
    // An id taken as text never fails validation (its route answers 404); a numeric one does.
    expect(Object.keys(answers('get', '/api/documents/{id}/download'))).not.toContain('400');
    expect(Object.keys(answers('delete', '/api/admin/users/{id}'))).toContain('400');
  });

  it('only documents the refusals: the server still sends them as the error handler makes them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(Object.keys(body)).toEqual(['message', 'fieldErrors']);
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['username', 'password']));
  });
});
