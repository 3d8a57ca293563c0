import type { PublicMessageBody } from '@bonneroute/shared/messaging';
import { api, asMultipart, unwrap } from '@/lib/api-client';

/** docs/product/messaging.md POST /admin/public-message (multipart): nom, email, message. */
export async function sendContactMessage(body: PublicMessageBody): Promise<void> {
  await unwrap(api.POST('/admin/public-message', { body, bodySerializer: asMultipart }), {
    handleUnauthorized: false,
  });
}
