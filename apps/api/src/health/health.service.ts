import type { AppDeps } from '../lib/app-deps';
import { pingDatabase } from './health.repository';

/** Throws when the database does not answer: the balancer's checks turn that into a 503. */
export async function checkDatabase(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await pingDatabase(deps.db);
}
