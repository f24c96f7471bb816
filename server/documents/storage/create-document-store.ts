import path from 'node:path';
import type { Config } from '../../config';
import { createLocalDocumentStore, type DocumentStore } from './document-store';
import { createS3Client, createS3DocumentStore } from './s3-document-store';

/** The store the configuration names: a bucket (DOCUMENT_STORAGE_URL), or DATA_DIR/documents. */
export function createDocumentStore(config: Pick<Config, 'dataDir' | 'documentStorage'>): DocumentStore {
  const location = config.documentStorage;
  if (!location) return createLocalDocumentStore(path.join(config.dataDir, 'documents'));
  return createS3DocumentStore(location, createS3Client(location));
}
