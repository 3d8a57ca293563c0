import { useState } from 'react';
import { useLocation } from 'react-router';
import { MESSAGE_NOTICE_MS, messagingTexts } from '@bonneroute/shared/messaging';
import { commonTexts } from '@bonneroute/shared/texts';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useSendTripMessage } from '../api/send-trip-message';
import { MessageForm } from './message-form';

export interface MessageDriverTrip {
  id: number;
  /** The driver. */
  utilisateur_id: number;
  conducteur?: { prenom: string } | null;
}

interface MessageDriverDialogProps {
  trip: MessageDriverTrip;
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product/messaging.md trip detail "message to the driver": objet "Demande d'information", ≤ 255 characters,
 * empty not sent, login needed. On success the dialog closes and the documented notice shows 9 s.
 */
export function MessageDriverDialog({ trip, open, onClose }: MessageDriverDialogProps) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const send = useSendTripMessage();
  const [error, setError] = useState<string | null>(null);
  const notice = useTimedMessage(MESSAGE_NOTICE_MS);
  const driverName = trip.conducteur?.prenom ?? 'le conducteur';

  async function onSend(text: string): Promise<boolean> {
    if (!user) return false;
    setError(null);
    try {
      const sent = await send.mutateAsync({
        trajet_id: trip.id,
        utilisateur_id: user.id,
        destinataire_id: trip.utilisateur_id,
        message: text,
      });
      onClose();
      notice.show(
        sent.avis ? `${messagingTexts.messageSent} ${sent.avis}` : messagingTexts.messageSent,
      );
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError);
      return false;
    }
  }

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={close} title={`Envoyer un message à ${driverName}`}>
        {user ? (
          <MessageForm
            label={`Votre question à ${driverName}`}
            submitLabel="Envoyer"
            isPending={send.isPending}
            error={error}
            onSend={onSend}
            autoFocus
            hint={messagingTexts.contactMaskedHint}
          />
        ) : (
          <>
            <p>{messagingTexts.loginRequired}</p>
            <ButtonLink
              to={`${paths.connexion}?referer=${encodeURIComponent(location.pathname + location.search)}`}
            >
              Me connecter
            </ButtonLink>
          </>
        )}
      </Dialog>
      {notice.message ? <Notice tone="success">{notice.message}</Notice> : null}
    </>
  );
}
