import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * The OpenAPI document of the server as built from this checkout: a throwaway
 * app on an empty embedded database in a temporary directory, never the site's.
 */
export async function generateOpenApi(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-openapi-'));
  try {
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'openapi-generation-only',
        NEWS_FEEDS: '[]',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      }),
    );
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The committed file's text: stable key order as generated, two-space indents, a final newline. */
export const openApiText = (doc: Record<string, unknown>) => `${JSON.stringify(doc, null, 2)}\n`;
