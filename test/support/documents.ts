import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../server/db/schema';
import { pdfFile } from './document-fixtures';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A document as an upload leaves it: the file in the app's store and its row. */
export async function storeDocument(
  app: FastifyInstance,
  fields: {
    userId: number;
    title?: string;
    category?: string;
    year?: number;
    filename?: string;
    filetype?: string;
    content?: Buffer;
    uploadedAt?: Date;
  },
) {
  const content = fields.content ?? pdfFile(fields.title);
  const pending = await app.documentStore.write(Readable.from([content]), { maxBytes: content.length });
  await pending.commit();
  const [row] = await app.db
    .insert(documents)
    .values({
      userId: fields.userId,
      title: fields.title ?? 'Documento',
      category: fields.category,
      year: fields.year,
      filename: fields.filename ?? 'documento.pdf',
      filetype: fields.filetype ?? 'application/pdf',
      storageKey: pending.key,
      size: pending.size,
      sha256: pending.sha256,
      uploadedAt: fields.uploadedAt,
    })
    .returning();
  return { ...row!, content };
}

/** What the local store holds: committed files and temporary ones, by name. */
export async function storedFiles(dataDir: string): Promise<{ committed: string[]; temporary: string[] }> {
  const root = path.join(dataDir, 'documents');
  const list = (dir: string) => readdir(dir, { withFileTypes: true }).catch(() => []);
  const committed = (await list(root)).filter((e) => e.isFile()).map((e) => e.name);
  const temporary = (await list(path.join(root, 'tmp'))).map((e) => e.name);
  return { committed: committed.sort(), temporary: temporary.sort() };
}
