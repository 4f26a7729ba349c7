import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @atlas/server db:generate` writes a migration for every schema change into
// drizzle/; hand-written SQL (triggers) goes in `drizzle-kit generate --custom --name=<what>`.
// Generation needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
