import type { PageRequest } from '@bonneroute/shared/api';
import type { AppDeps } from '../lib/app-deps';
import { listAdminActions, recordAdminAction, type AuditRecord } from './audit.repository';

/** Writes down an admin action that changes nothing else (a change's own action goes in its transaction). */
export async function recordAction(deps: Pick<AppDeps, 'db'>, record: AuditRecord): Promise<void> {
  await recordAdminAction(deps.db, record);
}

/** docs/product/admin.md the team's journal, newest first. */
export async function pageAdminActions(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  return listAdminActions(deps.db, page);
}
