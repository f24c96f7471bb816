/**
 * `npm run restore -- <file> [--force]`: into the empty DATA_DIR / DATABASE_URL
 * of a stopped site. See the README's 'Backup' section.
 */
import { restoreCommand } from '../server/backup/backup-commands';
import { BackupError, manifestTotals } from '../server/backup/manifest';
import { loadConfig } from '../server/config';

const print = (line: string) => process.stdout.write(`${line}\n`);

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1) {
  console.error('Usage: npm run restore -- <file.zip> [--force]');
  process.exit(2);
}

try {
  const manifest = await restoreCommand(loadConfig(), files[0]!, force);
  const { rows, documents } = manifestTotals(manifest);
  print(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows, ${documents} documents, every hash checked.`,
  );
  if (manifest.documents === 'in-store') {
    print(
      'A backup of the rows alone: the documents must already be in this document store; the start-up log names any that are missing.',
    );
  }
  if (manifest.secretsKey === 'environment') {
    print('Set SECRETS_KEY to the value the backed-up site had, or second factors will not work.');
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
