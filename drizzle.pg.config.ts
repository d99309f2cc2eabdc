// The PostgreSQL engine's schema (drizzle.config.ts is SQLite's): `npm run db:generate` runs both.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.pg.ts',
  out: './db/migrations-pg',
});
