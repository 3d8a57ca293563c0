import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** docs/product/accounts.md DELETE /utilisateurs/{id} with the password. */
export async function deleteMyAccount(userId: number, password: string) {
  return unwrap(
    api.DELETE('/utilisateurs/{id}', { params: { path: { id: userId } }, body: { password } }),
  );
}

export function useDeleteMyAccount(userId: number) {
  return useMutation({ mutationFn: (password: string) => deleteMyAccount(userId, password) });
}
