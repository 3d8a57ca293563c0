import type { PublicMessageBody } from '@bonneroute/shared/messaging';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from './form-data';

/** spec §7 POST /admin/public-message (multipart): nom, email, message. */
export async function sendContactMessage(body: PublicMessageBody): Promise<void> {
  await apiRequest('/admin/public-message', {
    method: 'POST',
    body: toFormData({ ...body }),
    handleUnauthorized: false,
  });
}
