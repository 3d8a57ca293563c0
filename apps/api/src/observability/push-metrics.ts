import { pushNotificationsTotal } from './metrics';

/** What the push sender (apps/api/src/push/push-sender.ts) calls after each attempt. */
export function countPushNotification(sent: boolean): void {
  pushNotificationsTotal.inc({ resultat: sent ? 'envoyee' : 'echec' });
}
