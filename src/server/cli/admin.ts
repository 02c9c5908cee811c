// Operator CLI: `npm run admin -- <command> [options]` (ARCHITECTURE.md §2, docs/accounts.md).
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { parseEnv } from '../env.js';
import { openConfiguredDatabase } from '../runtime.js';
import { AdminError, createUser, endSessions, parseAdminArgs, setPlan } from './admin-commands.js';

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  let database;
  try {
    database = await openConfiguredDatabase(parseEnv(process.env));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `${error.message}\nThe admin CLI writes the same database: stop the server, run the command, start the server again.`,
    );
    return 1;
  }
  try {
    if (command.command === 'create-user') {
      const user = await createUser(database.db, command);
      console.log(`Created user ${user.email} (id ${user.id}, plan ${command.plan ?? 'free'})`);
    } else if (command.command === 'end-sessions') {
      const user = await endSessions(database.db, command.email);
      console.log(`Ended every session of ${user.email}: it must log in again`);
    } else {
      const { user, subscription } = await setPlan(database.db, command.email, command.plan);
      console.log(
        subscription
          ? `${user.email} is now on ${subscription.plan} until ${subscription.currentPeriodEnd.toISOString()}`
          : `${user.email} is now on the free plan`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
