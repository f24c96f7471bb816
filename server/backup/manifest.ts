import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';

/** A refusal the operator can act on (backup or restore); the commands print its message as it is. */
export class BackupError extends Error {}

const manifestFile = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestFile = z.infer<typeof manifestFile>;

/** What a backup holds, read back by the restore before it touches anything. */
export const backupManifest = z.object({
  format: z.literal('studio-portal-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** The last migration the database had ('0006_accounts_second_factor'). */
  schema: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** Whether the generated key that seals second-factor secrets is inside. */
  secretsKey: z.enum(['included', 'environment', 'none']),
  /** Rows per table. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Documents deleted between the snapshot and their copy: left out, with their rows. */
  documentsLeftOut: z.number().int().nonnegative(),
  /**
   * 'included', or 'in-store' for a backup of the rows alone (`--rows-only`): the
   * documents stay where the site keeps them (a bucket with its own versioned
   * copies), and a restore expects to find them there.
   */
  documents: z.enum(['included', 'in-store']).default('included'),
  files: z.array(manifestFile),
});
export type BackupManifest = z.output<typeof backupManifest>;
export type BackupOptions = { rowsOnly: boolean };

/** The figures the commands print. */
export function manifestTotals(manifest: BackupManifest) {
  return {
    rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
    documents: manifest.files.filter((f) => f.path.startsWith('documents/')).length,
  };
}
