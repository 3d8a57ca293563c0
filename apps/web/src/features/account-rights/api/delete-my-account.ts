import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** What confirms a deletion: the password, or the e-mailed code of a Google account. */
export type DeletionProof = { password: string } | { code: string };

/** docs/product/accounts.md DELETE /utilisateurs/{id} with the password or the code. */
export async function deleteMyAccount(userId: number, proof: DeletionProof) {
  return unwrap(
    api.DELETE('/utilisateurs/{id}', { params: { path: { id: userId } }, body: proof }),
  );
}

/** docs/product/accounts.md POST /utilisateurs/{id}/code-suppression (accounts without password). */
export async function sendDeletionCode(userId: number) {
  return unwrap(
    api.POST('/utilisateurs/{id}/code-suppression', { params: { path: { id: userId } } }),
  );
}

export function useDeleteMyAccount(userId: number) {
  return useMutation({ mutationFn: (proof: DeletionProof) => deleteMyAccount(userId, proof) });
}

export function useSendDeletionCode(userId: number) {
  return useMutation({ mutationFn: () => sendDeletionCode(userId) });
}
