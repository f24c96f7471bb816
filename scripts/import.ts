/**
 * `npm run import -- <cartella|archivio.zip> [--dry-run]`: documents named by
 * the client's codice fiscale or partita IVA, delivered through the running
 * site with a token (STUDIO_TOKEN, scope documents:write) at STUDIO_URL. See
 * the README's 'Documents from the firm's software'.
 */
import { escapeControls } from '../common/control-characters';
import { importCommand } from '../server/imports/import-command';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const rest = args.filter((a) => a !== '--dry-run');
const token = process.env.STUDIO_TOKEN;
const siteUrl = process.env.STUDIO_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
if (rest.length !== 1 || !token) {
  console.error(
    'Uso: STUDIO_TOKEN=<token> [STUDIO_URL=https://…] npm run import -- <cartella|archivio.zip> [--dry-run]',
  );
  process.exit(2);
}

try {
  const result = await importCommand({
    source: rest[0]!,
    siteUrl,
    token,
    dryRun,
    print: (line) => process.stdout.write(`${line}\n`),
  });
  process.exitCode = result.failed.length > 0 ? 1 : 0;
} catch (error) {
  // Escaped: an archive's refusal names the entry, whatever bytes its name holds.
  console.error(escapeControls(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
