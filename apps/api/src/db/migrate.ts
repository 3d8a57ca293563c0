import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../config/project-root';
import type { Database } from './client';

export const migrationsFolder = path.join(projectRoot, 'apps', 'api', 'drizzle');

/** Applies the committed drizzle-kit SQL migrations that this database has not seen yet. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
