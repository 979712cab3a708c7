import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/mock-server/src/db/schema.ts',
  out: './apps/mock-server/drizzle',
});
