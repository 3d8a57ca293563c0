import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Iban } from '@bonneroute/shared/user-space';
import { apiRequest } from '@/lib/api-client';
import { userSpaceKeys } from './keys';

export interface IbanForm {
  iban: string;
  prenom: string;
  nom: string;
  adresse: string;
  ville: string;
  code_postal: string;
  pays: string;
}

/** spec §7 GET /utilisateurs/{id}/iban (the IBAN comes back masked). */
export function useIban(userId: number) {
  return useQuery({
    queryKey: userSpaceKeys.iban(userId),
    queryFn: async () =>
      (await apiRequest<{ data: Iban | null }>(`/utilisateurs/${userId}/iban`)).data,
  });
}

/** spec §7 POST /utilisateurs/{id}/iban: iban, prenom, nom, adresse, ville, code_postal, bic. */
export function useSaveIban(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: IbanForm) =>
      (
        await apiRequest<{ data: Iban }>(`/utilisateurs/${userId}/iban`, {
          body: { ...form, bic: null },
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(userSpaceKeys.iban(userId), saved),
  });
}
