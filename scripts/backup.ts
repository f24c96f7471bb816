/**
 * `npm run backup -- --out <file>`: with the site's DATA_DIR / DATABASE_URL,
 * while it runs or not. See the README's 'Backup' section.
 */
import { backupCommand } from '../server/backup/backup-commands';
import { BackupError, manifestTotals } from '../server/backup/manifest';
import { loadConfig } from '../server/config';

const print = (line: string) => process.stdout.write(`${line}\n`);

const args = process.argv.slice(2);
const rowsOnly = args.includes('--rows-only');
const rest = args.filter((a) => a !== '--rows-only');
const at = rest.indexOf('--out');
const out = at >= 0 ? rest[at + 1] : undefined;
if (!out || rest.length !== 2) {
  console.error('Usage: npm run backup -- --out <file.zip> [--rows-only]');
  process.exit(2);
}

try {
  const manifest = await backupCommand(loadConfig(), out, { rowsOnly });
  const { rows, documents } = manifestTotals(manifest);
  print(
    `Backup written to ${out} and verified: schema ${manifest.schema}, ${rows} rows, ${documents} documents.`,
  );
  if (manifest.documents === 'in-store') {
    print('Rows only: the documents stay in the document store, which needs backups of its own.');
  }
  if (manifest.documentsLeftOut > 0) {
    print(`${manifest.documentsLeftOut} documents deleted while it ran were left out, with their rows.`);
  }
  if (manifest.secretsKey === 'environment') {
    print(
      'SECRETS_KEY comes from the environment: keep it with this backup, or second factors will not work after a restore.',
    );
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
