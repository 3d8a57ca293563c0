import { apiRequest } from './api-client';

/**
 * POST /utilisateurs/{id}/partages: the trips issue's share dialog reports a share; it is the
 * FILOU badge's "share the site" condition.
 */
export async function reportShare(userId: number, canal?: string): Promise<void> {
  await apiRequest(`/utilisateurs/${userId}/partages`, { body: canal ? { canal } : {} });
}
