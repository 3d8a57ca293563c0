import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** docs/product/accounts.md GET /utilisateurs/{id}/export: the ZIP, saved by the browser. */
export async function exportMyData(userId: number): Promise<void> {
  const blob = (await unwrap(
    api.GET('/utilisateurs/{id}/export', { params: { path: { id: userId } }, parseAs: 'blob' }),
  )) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bonneroute-mes-donnees-${new Date().toISOString().slice(0, 10)}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let the browser read it before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportMyData(userId: number) {
  return useMutation({ mutationFn: () => exportMyData(userId) });
}
