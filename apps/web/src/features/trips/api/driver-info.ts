import { api, ApiError, asMultipart, unwrap } from '@/lib/api-client';

export interface DriverInfo {
  adresse: string;
  ville: string;
  code_postal: string;
  pays_residence: string;
  nationalite: string;
}

/**
 * docs/product/trips-and-search.md GET /utilisateurs/{id}/info (served by the user space's profile routes): an empty list
 * means the driver info is missing. A 404 does not open the dialog: the publish request that
 * follows answers for itself.
 */
export async function hasDriverInfo(userId: number): Promise<boolean> {
  try {
    const params = { path: { id: userId } };
    const response = await unwrap(api.GET('/utilisateurs/{id}/info', { params }));
    return response.data.length > 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return true;
    throw error;
  }
}

/** docs/product/trips-and-search.md POST /utilisateurs/{id}/info (multipart, the dialog sends all five fields). */
export async function saveDriverInfo(userId: number, info: DriverInfo): Promise<void> {
  const params = { path: { id: userId } };
  await unwrap(
    api.POST('/utilisateurs/{id}/info', { params, body: info, bodySerializer: asMultipart }),
  );
}
