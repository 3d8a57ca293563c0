import type { PageRequest } from '@bonneroute/shared/api';
import { adminTexts } from '@bonneroute/shared/admin';
import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { findOutboxEmail, listOutbox } from './outbox.repository';
import { dashboardStatistics, listPassengers, listSearches } from './statistics.repository';

/** What the team reads (docs/product/admin.md): the outbox, the statistics, searches, passengers. */
export async function pageOutbox(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  return listOutbox(deps.db, page);
}

export async function outboxEmail(deps: Pick<AppDeps, 'db'>, id: number) {
  const email = await findOutboxEmail(deps.db, id);
  if (!email) throw notFound(adminTexts.unknownEmail);
  return email;
}

export async function statistics(deps: Pick<AppDeps, 'db'>) {
  return dashboardStatistics(deps.db);
}

export async function pageSearches(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  return listSearches(deps.db, page);
}

export async function pagePassengers(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  return listPassengers(deps.db, page);
}
