// pnpm staff grant EMAIL     make an account staff (the /admin area and its API calls)
// pnpm staff revoke EMAIL    take it back
// pnpm staff list            who is staff
//
// Staff are granted here and only here (issue 16), straight against the configured database:
// DATABASE_URL's, otherwise the embedded PostgreSQL under DATA_DIR (default ./data), as
// `pnpm reviews` does. Every grant and revocation is written to the audit log. The account must
// exist (register first). It does not migrate: the server owns the schema.
import path from 'node:path';
import { openDatabase, type Database } from './db/client';
import { createSubmissionRepository } from './modules/company-submissions/repository';
import { osUserName, printableIo, runWhenMain, type CliIo } from './lib/cli';

const USAGE = [
  'Usage:',
  '  pnpm staff grant EMAIL    make the account with this e-mail staff',
  '  pnpm staff revoke EMAIL   take staff away from it',
  '  pnpm staff list           everyone who is staff',
  'Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PostgreSQL, default ./data)',
].join('\n');

export interface StaffCliOptions {
  database?: Database;
  io?: CliIo;
  env?: Record<string, string | undefined>;
}

/** Runs one command; answers the process exit code. */
export async function runStaffCli(argv: string[], options: StaffCliOptions = {}): Promise<number> {
  const io = printableIo(options.io);
  const env = options.env ?? process.env;
  const [command, email, ...rest] = argv;
  if (command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (!command || !['grant', 'revoke', 'list'].includes(command) || rest.length > 0) {
    io.err(USAGE);
    return 2;
  }
  if (command !== 'list' && !email?.includes('@')) {
    io.err(`${command} needs an e-mail address, e.g. pnpm staff ${command} jane@example.com`);
    return 2;
  }
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: path.resolve(process.cwd(), env.DATA_DIR || './data'),
    }));
  try {
    const repository = createSubmissionRepository(database.db);
    const actor = { userId: null, label: `cli:${env.USER ?? osUserName()}` };
    if (command === 'list') {
      const staff = await repository.listStaff();
      if (staff.length === 0) io.out('Nobody is staff yet.');
      for (const member of staff)
        io.out(`${member.email}  ${member.name}  since ${member.since.toISOString().slice(0, 10)}`);
      return 0;
    }
    const address = email ?? '';
    if (command === 'grant') {
      const result = await repository.grantStaff(address, actor);
      if (result === 'no-user') {
        io.err(`There is no account with the e-mail ${address}: register first.`);
        return 1;
      }
      io.out(result === 'granted' ? `${address} is staff now.` : `${address} was staff already.`);
      return 0;
    }
    const revoked = await repository.revokeStaff(address, actor);
    io.out(revoked ? `${address} is no longer staff.` : `${address} was not staff.`);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    if (!options.database) await database.close();
  }
}

runWhenMain(import.meta.url, runStaffCli);
