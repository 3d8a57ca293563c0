import { pushNotificationsTotal } from './metrics';

/**
 * What the push notification sender (not built yet) calls after each attempt, so that
 * `push_notifications_total{resultat}` and its alert are ready before it exists.
 */
export function countPushNotification(sent: boolean): void {
  pushNotificationsTotal.inc({ resultat: sent ? 'envoyee' : 'echec' });
}
