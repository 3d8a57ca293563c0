import { useMutation } from '@tanstack/react-query';
import type { DocumentType } from '@bonneroute/shared/user-space';
import { apiRequest } from '@/lib/api-client';
import { useRefreshUser } from './save-profile';

/** spec §5 Avatar: the cropped square is sent as avatar.jpg (multipart). */
export async function uploadAvatar(userId: number, image: Blob): Promise<{ avatar: string }> {
  const body = new FormData();
  body.set('avatar', image, 'avatar.jpg');
  return (
    await apiRequest<{ data: { avatar: string } }>(`/utilisateurs/${userId}/avatar`, { body })
  ).data;
}

/** spec §7 POST /utilisateurs/{id}/document (multipart: type_doc_code, document). */
export async function uploadDocument(userId: number, type: DocumentType, file: File) {
  const body = new FormData();
  body.set('type_doc_code', type);
  body.set('document', file, file.name);
  return apiRequest(`/utilisateurs/${userId}/document`, { body });
}

export function useUploadAvatar(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (image: Blob) => uploadAvatar(userId, image),
    onSuccess: refresh,
  });
}

export function useUploadDocument(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: ({ type, file }: { type: DocumentType; file: File }) =>
      uploadDocument(userId, type, file),
    onSuccess: refresh,
  });
}
