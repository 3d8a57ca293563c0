import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bonneroute/shared/user-space';
import { apiRequest } from '@/lib/api-client';
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

/** GET /utilisateurs/{id}/info: a list, empty when the extra info is missing (spec §4). */
async function getInfo(userId: number): Promise<UserInfo[]> {
  return (await apiRequest<{ data: UserInfo[] }>(`/utilisateurs/${userId}/info`)).data;
}

/**
 * spec §4 Profile first visit: PUT /utilisateurs/{id} for the identity, then POST the extra info
 * when the list is empty, otherwise PUT /utilisateurs/{id}/info/{infoId}.
 */
export async function saveProfile(userId: number, form: ProfileForm): Promise<void> {
  const { nom, prenom, sexe, ...info } = form;
  await apiRequest(`/utilisateurs/${userId}`, {
    method: 'PUT',
    body: new URLSearchParams({ nom, prenom, sexe }),
  });
  const [existing] = await getInfo(userId);
  if (existing) {
    await apiRequest(`/utilisateurs/${userId}/info/${existing.id}`, {
      method: 'PUT',
      body: new URLSearchParams(info),
    });
  } else {
    const body = new FormData();
    for (const [key, value] of Object.entries(info)) body.set(key, value);
    await apiRequest(`/utilisateurs/${userId}/info`, { method: 'POST', body });
  }
}

/** PUT /utilisateurs/{id} with the birth date alone (the dialog of spec §5). */
export async function saveBirthDate(userId: number, iso: string): Promise<void> {
  await apiRequest(`/utilisateurs/${userId}`, {
    method: 'PUT',
    body: new URLSearchParams({ date_naissance: iso }),
  });
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
