import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Location } from '../../server/documents/storage/storage-url';

export interface S3TestServer {
  endpoint: string;
  /** DOCUMENT_STORAGE_URL for the bucket, under `prefix`. */
  url(prefix: string): string;
  location(prefix: string): S3Location;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'studio-documenti';

/**
 * A server that speaks the S3 protocol on loopback (s3rver, objects in a
 * temporary folder). The AWS SDK finds the credentials s3rver checks its
 * signatures with where it would find real ones: the standard variables.
 */
export async function startS3Server(): Promise<S3TestServer> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = await mkdtemp(path.join(tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    url: (prefix) =>
      `s3://${TEST_BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=eu-south-1`,
    location: (prefix) => ({
      bucket: TEST_BUCKET,
      prefix: prefix ? `${prefix}/` : '',
      endpoint,
      region: 'eu-south-1',
      forcePathStyle: true,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
