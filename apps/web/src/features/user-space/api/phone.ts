import { useMutation } from '@tanstack/react-query';
import { api, asMultipart, unwrap, type ApiData } from '@/lib/api-client';
import { useRefreshUser } from './save-profile';

type PhoneAnswer = ApiData<'/utilisateurs/{id}/telephone', 'post'>;

/** docs/product/user-space.md POST /utilisateurs/{id}/telephone (multipart: telephone). */
export async function savePhone(userId: number, telephone: string): Promise<PhoneAnswer> {
  const params = { path: { id: userId } };
  const body = { telephone };
  return (
    await unwrap(
      api.POST('/utilisateurs/{id}/telephone', { params, body, bodySerializer: asMultipart }),
    )
  ).data;
}

/** POST /utilisateurs/{id}/telephone/verification: the code received by SMS. */
export async function verifyPhone(
  userId: number,
  code: string,
): Promise<ApiData<'/utilisateurs/{id}/telephone/verification', 'post'>> {
  const params = { path: { id: userId } };
  return (
    await unwrap(api.POST('/utilisateurs/{id}/telephone/verification', { params, body: { code } }))
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
