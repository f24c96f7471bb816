import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertKey,
  DocumentMissingError,
  type DocumentStore,
  DocumentTooLargeError,
  isDocumentKey,
} from './document-store';
import type { S3Location } from './storage-url';

// S3's smallest part. With two parts in flight an upload holds at most three
// parts in memory, whatever the file's size.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/**
 * A temporary object lives from the end of an upload to its commit: seconds.
 * Other instances may be between the two while this one starts, so the sweep
 * leaves the young ones (a crash's leftovers go at a later start, or by the
 * bucket's lifecycle rule: docs/deploy.md).
 */
export const TEMPORARY_MAX_AGE_MS = 60 * 60 * 1000;

export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Since 2025 the SDK adds CRC checksums (and aws-chunked bodies) that many
    // S3-compatible services refuse; the site checks its own SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage service that does not answer must not hold a request forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
}

const isNotFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Documents as objects in an S3-compatible bucket: `<prefix><key>` once
 * committed, `<prefix>tmp/<key>` before. Committing is a server-side copy
 * then a delete, so the object appears under its key whole or not at all.
 */
export function createS3DocumentStore(
  location: Pick<S3Location, 'bucket' | 'prefix'>,
  client: S3Client,
  options: { temporaryMaxAgeMs?: number } = {},
): DocumentStore {
  const Bucket = location.bucket;
  const tmpPrefix = `${location.prefix}tmp/`;
  const maxAgeMs = options.temporaryMaxAgeMs ?? TEMPORARY_MAX_AGE_MS;
  const finalKey = (key: string) => {
    assertKey(key);
    return `${location.prefix}${key}`;
  };
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  async function* listObjects(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
      );
      yield* page.Contents ?? [];
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }

  return {
    async write(source, { maxBytes }) {
      const key = randomUUID();
      const tmpKey = `${tmpPrefix}${key}`;
      const hash = createHash('sha256');
      let size = 0;
      async function* measure() {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes) throw new DocumentTooLargeError();
          hash.update(chunk);
          yield chunk as Buffer;
        }
      }
      const body = Readable.from(measure());
      const upload = new Upload({
        client,
        params: { Bucket, Key: tmpKey, Body: body, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // Aborted below instead: the SDK's own abort, when refused, hides why the upload failed.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (err) {
        body.destroy();
        const UploadId = upload.uploadId;
        // Parts an abort could not remove go by the bucket's lifecycle rule (docs/deploy.md).
        if (UploadId)
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: tmpKey, UploadId }))
            .catch(() => {});
        await remove(tmpKey).catch(() => {});
        throw err;
      }

      let committed = false;
      return {
        key,
        size,
        sha256: hash.digest('hex'),
        async readRange(position, length) {
          const end = Math.min(position + length, size) - 1;
          if (end < position) return Buffer.alloc(0);
          const Key = committed ? finalKey(key) : tmpKey;
          const part = await client.send(
            new GetObjectCommand({ Bucket, Key, Range: `bytes=${position}-${end}` }),
          );
          return Buffer.from(await part.Body!.transformToByteArray());
        },
        async commit() {
          await client.send(
            new CopyObjectCommand({ Bucket, Key: finalKey(key), CopySource: `${Bucket}/${tmpKey}` }),
          );
          committed = true;
          // Left behind, it is swept later; the document itself is already safe.
          await remove(tmpKey).catch(() => {});
        },
        async discard() {
          await remove(committed ? finalKey(key) : tmpKey);
        },
      };
    },

    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: finalKey(key) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) throw new DocumentMissingError(key);
        throw err;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: finalKey(key) }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      await remove(finalKey(key));
    },

    async *keys() {
      for await (const object of listObjects(location.prefix)) {
        const key = object.Key!.slice(location.prefix.length);
        if (isDocumentKey(key)) yield key;
      }
    },

    // Shared by instances: a young unreferenced object may be another's upload whose row is
    // still being written, so only those older than a temporary file's age are moved.
    async setAsideOrphans(isReferenced) {
      const before = Date.now() - maxAgeMs;
      let moved = 0;
      for await (const object of listObjects(location.prefix)) {
        const key = object.Key!.slice(location.prefix.length);
        if (!isDocumentKey(key) || isReferenced(key) || (object.LastModified?.getTime() ?? 0) > before)
          continue;
        const Key = `${location.prefix}orphaned/${key}`;
        await client.send(new CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${object.Key}` }));
        await remove(object.Key!);
        moved++;
      }
      return moved;
    },

    async sweepTemporary() {
      const before = Date.now() - maxAgeMs;
      let removed = 0;
      for await (const object of listObjects(tmpPrefix)) {
        if ((object.LastModified?.getTime() ?? 0) > before) continue;
        await remove(object.Key!);
        removed++;
      }
      return removed;
    },
  };
}
