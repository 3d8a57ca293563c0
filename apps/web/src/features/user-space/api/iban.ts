import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { userSpaceKeys } from './keys';

/** The saved account as the server shows it (IBAN masked). */
export type SavedIban = NonNullable<ApiData<'/utilisateurs/{id}/iban'>>;

export interface IbanForm {
  iban: string;
  prenom: string;
  nom: string;
  adresse: string;
  ville: string;
  code_postal: string;
  pays: string;
}

/** docs/product/user-space.md GET /utilisateurs/{id}/iban (the IBAN comes back masked). */
export function useIban(userId: number) {
  return useQuery({
    queryKey: userSpaceKeys.iban(userId),
    queryFn: async () =>
      (await unwrap(api.GET('/utilisateurs/{id}/iban', { params: { path: { id: userId } } }))).data,
  });
}

/** docs/product/user-space.md POST /utilisateurs/{id}/iban: iban, prenom, nom, adresse, ville, code_postal, bic. */
export function useSaveIban(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: IbanForm) =>
      (
        await unwrap(
          api.POST('/utilisateurs/{id}/iban', {
            params: { path: { id: userId } },
            body: { ...form, bic: null },
          }),
        )
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(userSpaceKeys.iban(userId), saved),
  });
}
