import { api, ApiError, asMultipart, unwrap } from '@/lib/api-client';

export interface DriverInfo {
  adresse: string;
  ville: string;
  code_postal: string;
  pays_residence: string;
  nationalite: string;
}

/**
 * spec §7 GET /utilisateurs/{id}/info: an empty list means the driver info is missing. The
 * profile feature owns the endpoint; while it is absent (404) publishing is not held back.
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

/** spec §7 POST /utilisateurs/{id}/info (multipart, the dialog sends all five fields). */
export async function saveDriverInfo(userId: number, info: DriverInfo): Promise<void> {
  const params = { path: { id: userId } };
  await unwrap(
    api.POST('/utilisateurs/{id}/info', { params, body: info, bodySerializer: asMultipart }),
  );
}
