import type { SmsMessage, SmsSender } from './sms-sender';
import { smsTotal } from '../observability/metrics';

/**
 * The sender with each answer counted; the embedded sender (no provider) sends nothing and is
 * not counted as failing.
 */
export function countedSms(sender: SmsSender): SmsSender {
  if (sender.name === 'embedded') return sender;
  return {
    name: sender.name,
    async send(message: SmsMessage) {
      const sent = await sender.send(message);
      smsTotal.inc({ resultat: sent ? 'envoye' : 'echec' });
      return sent;
    },
  };
}
