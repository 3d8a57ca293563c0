import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/**
 * docs/product/messaging.md « Bloquer ce membre »: the profile, the messages, the chat and the
 * user space block and unblock through these; every cached answer is read again after (the
 * member's trips leave the search, their messages the chat).
 */
export const blockKeys = { list: (userId: number) => ['blocages', userId] as const };

export async function getBlockedMembers(userId: number) {
  const params = { path: { id: userId } };
  return (await unwrap(api.GET('/utilisateurs/{id}/blocages', { params }))).data;
}

export function useBlockedMembers(userId: number) {
  return useQuery({ queryKey: blockKeys.list(userId), queryFn: () => getBlockedMembers(userId) });
}

export async function blockMember(input: { userId: number; memberId: number }) {
  const params = { path: { id: input.userId } };
  const body = { utilisateur_id: input.memberId };
  return (await unwrap(api.POST('/utilisateurs/{id}/blocages', { params, body }))).data;
}

export async function unblockMember(input: { userId: number; memberId: number }) {
  const params = { path: { id: input.userId, utilisateur_id: input.memberId } };
  await unwrap(api.DELETE('/utilisateurs/{id}/blocages/{utilisateur_id}', { params }));
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
