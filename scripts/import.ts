/**
 * `npm run import -- <cartella|archivio.zip> [--dry-run] [--conferma]`:
 * documents named by the client's codice fiscale or partita IVA, delivered
 * through the running site with a token (STUDIO_TOKEN, scope documents:write)
 * at STUDIO_URL. A file naming a client and other people ('da confermare')
 * goes only with --conferma, or after a yes at the prompt when this runs in a
 * terminal. See the README's 'Documents from the firm's software'.
 */
import { createInterface } from 'node:readline/promises';
import { escapeControls } from '../common/control-characters';
import { importCommand } from '../server/imports/import-command';

const FLAGS = ['--dry-run', '--conferma'];
const args = process.argv.slice(2);
const rest = args.filter((a) => !FLAGS.includes(a));
const token = process.env.STUDIO_TOKEN;
const siteUrl = process.env.STUDIO_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
if (rest.length !== 1 || !token) {
  console.error(
    [
      'Uso: STUDIO_TOKEN=<token> [STUDIO_URL=https://…] npm run import -- <cartella|archivio.zip> [--dry-run] [--conferma]',
      '  --dry-run   mostra l’anteprima senza caricare nulla',
      '  --conferma  carica anche i file «da confermare» (un cliente e altre persone nella prima pagina o nel nome)',
      '              al cliente proposto; senza, nel terminale lo chiede, altrimenti li lascia per il pannello',
    ].join('\n'),
  );
  process.exit(2);
}

/** A yes at the prompt, only where someone can answer it: never from a pipe or a scheduled job. */
async function ask(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(s|si|sì)$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

try {
  const result = await importCommand({
    source: rest[0]!,
    siteUrl,
    token,
    dryRun: args.includes('--dry-run'),
    confirmProposed: args.includes('--conferma'),
    ask: process.stdin.isTTY ? ask : undefined,
    print: (line) => process.stdout.write(`${line}\n`),
  });
  process.exitCode = result.failed.length > 0 ? 1 : 0;
} catch (error) {
  // Escaped: an archive's refusal names the entry, whatever bytes its name holds.
  console.error(escapeControls(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
