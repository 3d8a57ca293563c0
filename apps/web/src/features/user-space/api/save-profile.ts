import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authTexts, sexeSchema } from '@bonneroute/shared/auth';
import { api, ApiError, asMultipart, asUrlEncoded, unwrap, type ApiData } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';
import { userSpaceKeys } from './keys';

export interface ProfileForm {
  nom: string;
  prenom: string;
  sexe: string;
  nationalite: string;
  pays_residence: string;
  adresse: string;
  ville: string;
  code_postal: string;
}

/** GET /utilisateurs/{id}/info: a list, empty when the extra info is missing (docs/product/user-space.md). */
async function getInfo(userId: number): Promise<ApiData<'/utilisateurs/{id}/info'>> {
  return (await unwrap(api.GET('/utilisateurs/{id}/info', { params: { path: { id: userId } } })))
    .data;
}

/**
 * docs/product/user-space.md Profile first visit: PUT /utilisateurs/{id} for the identity, then POST the extra info
 * when the list is empty, otherwise PUT /utilisateurs/{id}/info/{infoId}.
 */
export async function saveProfile(userId: number, form: ProfileForm): Promise<void> {
  const { nom, prenom, sexe, ...info } = form;
  const params = { path: { id: userId } };
  const parsedSexe = sexeSchema.safeParse(sexe);
  if (!parsedSexe.success) throw new ApiError(422, `sexe : ${authTexts.sexeRequired}`, null);
  const identity = { nom, prenom, sexe: parsedSexe.data };
  await unwrap(
    api.PUT('/utilisateurs/{id}', { params, body: identity, bodySerializer: asUrlEncoded }),
  );
  const [existing] = await getInfo(userId);
  if (existing) {
    await unwrap(
      api.PUT('/utilisateurs/{id}/info/{infoId}', {
        params: { path: { id: userId, infoId: existing.id } },
        body: info,
        bodySerializer: asUrlEncoded,
      }),
    );
  } else {
    await unwrap(
      api.POST('/utilisateurs/{id}/info', { params, body: info, bodySerializer: asMultipart }),
    );
  }
}

/** PUT /utilisateurs/{id} with the birth date alone (the dialog of docs/product/user-space.md). */
export async function saveBirthDate(userId: number, iso: string): Promise<void> {
  const params = { path: { id: userId } };
  const body = { date_naissance: iso };
  await unwrap(api.PUT('/utilisateurs/{id}', { params, body, bodySerializer: asUrlEncoded }));
}

/** After any save: the profile, the dashboard and the header (name, avatar) reload. */
export function useRefreshUser(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userSpaceKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

export function useSaveProfile(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (form: ProfileForm) => saveProfile(userId, form),
    onSettled: refresh,
  });
}

export function useSaveBirthDate(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (iso: string) => saveBirthDate(userId, iso),
    onSuccess: refresh,
  });
}
