import { useMutation } from '@tanstack/react-query';
import type { DocumentType } from '@bonneroute/shared/user-space';
import { api, asMultipart, unwrap, type ApiData } from '@/lib/api-client';
import { useRefreshUser } from './save-profile';

/** docs/product/user-space.md Avatar: the cropped square is sent as avatar.jpg (multipart). */
export async function uploadAvatar(
  userId: number,
  image: Blob,
): Promise<ApiData<'/utilisateurs/{id}/avatar', 'post'>> {
  const params = { path: { id: userId } };
  const body = { avatar: new File([image], 'avatar.jpg', { type: image.type }) };
  return (
    await unwrap(
      api.POST('/utilisateurs/{id}/avatar', { params, body, bodySerializer: asMultipart }),
    )
  ).data;
}

/** docs/product/user-space.md POST /utilisateurs/{id}/document (multipart: type_doc_code, document). */
export async function uploadDocument(userId: number, type: DocumentType, file: File) {
  const params = { path: { id: userId } };
  const body = { type_doc_code: type, document: file };
  return unwrap(
    api.POST('/utilisateurs/{id}/document', { params, body, bodySerializer: asMultipart }),
  );
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
