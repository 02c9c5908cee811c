// Operator CLI: `npm run admin -- <command> [options]` (ARCHITECTURE.md §2). Commands are added by
// the accounts work (create-user, set-plan).
console.error('Usage: npm run admin -- create-user --email E --password P [--name N] [--plan free|one_time|recurring]\n       npm run admin -- set-plan --email E --plan P');
process.exit(2);
