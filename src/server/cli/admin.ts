// Operator CLI: `npm run admin -- <command> [options]` (ARCHITECTURE.md §2, docs/accounts.md).
import { parseEnv } from '../env.js';
import { openConfiguredDatabase } from '../runtime.js';
import { AdminError, createUser, parseAdminArgs, setPlan } from './admin-commands.js';

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const database = await openConfiguredDatabase(parseEnv(process.env));
  try {
    if (command.command === 'create-user') {
      const user = await createUser(database.db, command);
      console.log(`Created user ${user.email} (id ${user.id}, plan ${command.plan ?? 'free'})`);
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
