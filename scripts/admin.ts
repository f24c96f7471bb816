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

type Db = Parameters<typeof resetPassword>[0];

const [command, ...args] = process.argv.slice(2);
const who = args[0];
const run =
  command === 'reset-password' && args.length === 1
    ? async (db: Db) => {
        const { password, ended } = await resetPassword(db, who!);
        const tokens = ended.apiTokensRevoked === 1 ? '1 API token' : `${ended.apiTokensRevoked} API tokens`;
        const calendar = ended.calendarEnded ? ' and their calendar address' : '';
        return {
          password,
          said: `Password of "${who}" reset. Their sessions, second factor and passkeys were ended; ${tokens} they made revoked${calendar}.`,
        };
      }
    : command === 'create-admin' && args.length === 2
      ? async (db: Db) => ({
          password: await createAdmin(db, who!, args[1]!),
          said: `Administrator "${who}" created.`,
        })
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
  const { password, said } = await run(database.db);
  print(said);
  print(`One-time password: ${password}`);
  print('It must be changed at the next sign-in; an administrator then sets up a second factor.');
} catch (error) {
  console.error(error instanceof CliError ? error.message : `Failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
