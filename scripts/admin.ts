/**
 * `npm run admin -- reset-password <username>` and
 * `npm run admin -- create-admin <username> <email>`: run on the server with
 * the site's DATA_DIR / DATABASE_URL. Prints a one-time password.
 */
import { CliError, createAdmin, resetPassword } from '../server/cli/admin-commands';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/client';

const usage = `Usage:
  npm run admin -- reset-password <username>
  npm run admin -- create-admin <username> <email>`;

const [command, ...args] = process.argv.slice(2);
const run =
  command === 'reset-password' && args.length === 1
    ? (db: Parameters<typeof resetPassword>[0]) => resetPassword(db, args[0]!)
    : command === 'create-admin' && args.length === 2
      ? (db: Parameters<typeof createAdmin>[0]) => createAdmin(db, args[0]!, args[1]!)
      : null;
if (!run) {
  console.error(usage);
  process.exit(2);
}

// The password goes to stdout, for the operator (or a script) to take; errors to stderr.
const print = (line: string) => process.stdout.write(`${line}\n`);

const config = loadConfig();
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
try {
  database = await createDatabase(config);
  await database.migrate();
  const password = await run(database.db);
  const who = args[0];
  print(
    command === 'reset-password'
      ? `Password of "${who}" reset. Their sessions and second factor were ended.`
      : `Administrator "${who}" created.`,
  );
  print(`One-time password: ${password}`);
  print('It must be changed at the next sign-in; an administrator then sets up a second factor.');
} catch (error) {
  console.error(error instanceof CliError ? error.message : `Failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
