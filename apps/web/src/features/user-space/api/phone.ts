import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshUser } from './save-profile';

interface PhoneAnswer {
  numero: string;
  is_verifie: 0 | 1;
  code_envoye?: boolean;
}

/** spec §7 POST /utilisateurs/{id}/telephone (multipart: telephone). */
export async function savePhone(userId: number, telephone: string): Promise<PhoneAnswer> {
  const body = new FormData();
  body.set('telephone', telephone);
  return (await apiRequest<{ data: PhoneAnswer }>(`/utilisateurs/${userId}/telephone`, { body }))
    .data;
}

/** POST /utilisateurs/{id}/telephone/verification: the code received by SMS. */
export async function verifyPhone(userId: number, code: string): Promise<PhoneAnswer> {
  return (
    await apiRequest<{ data: PhoneAnswer }>(`/utilisateurs/${userId}/telephone/verification`, {
      body: { code },
    })
  ).data;
}

export function useSavePhone(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (telephone: string) => savePhone(userId, telephone),
    onSuccess: refresh,
  });
}

export function useVerifyPhone(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (code: string) => verifyPhone(userId, code),
    onSuccess: refresh,
  });
}
