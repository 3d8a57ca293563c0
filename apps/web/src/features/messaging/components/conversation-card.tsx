import { capitalise } from '@bonneroute/shared/auth';
import { useState } from 'react';
import { formatDateFr, formatInstant } from '@bonneroute/shared/dates';
import { commonTexts } from '@bonneroute/shared/texts';
import { messagingTexts } from '@bonneroute/shared/messaging';
import { BlockMemberButton } from '@/components/block-member/block-member-button';
import { Avatar } from '@/components/ui/avatar';
import { Notice } from '@/components/ui/notice';
import { ReportButton } from '@/components/ui/report-button';
import { ApiError } from '@/lib/api-client';
import { useSendTripMessage } from '../api/send-trip-message';
import type { Conversation } from '../lib/conversations';
import { MessageForm } from './message-form';
import styles from './conversations.module.css';

/** One conversation about a trip, with an answer box (the driver answers from here). */
export function ConversationCard({
  conversation,
  userId,
}: {
  conversation: Conversation;
  userId: number;
}) {
  const send = useSendTripMessage();
  const [error, setError] = useState<string | null>(null);
  const [masked, setMasked] = useState<string | null>(null);
  const { trajet, other } = conversation;

  async function onSend(text: string) {
    setError(null);
    try {
      const sent = await send.mutateAsync({
        trajet_id: trajet.id,
        utilisateur_id: userId,
        destinataire_id: other.id,
        message: text,
      });
      setMasked(sent.avis);
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError);
      return false;
    }
  }

  return (
    <article className={styles.card} aria-label={`Conversation avec ${other.prenom}`}>
      <div className={styles.head}>
        <Avatar src={other.avatar} alt="" size={40} className={styles.avatar} />
        <div className={styles.who}>
          <strong>{capitalise(other.prenom)}</strong>
          <div className={styles.trip}>
            {trajet.ville_depart} → {trajet.ville_arrivee}, le {formatDateFr(trajet.date)}
            {trajet.conducteur_id === userId ? ' (votre trajet)' : ''}
          </div>
        </div>
        <BlockMemberButton member={{ id: other.id, prenom: capitalise(other.prenom) }} />
      </div>
      <ul className={styles.messages}>
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={message.utilisateur_id === userId ? styles.mine : styles.theirs}
          >
            {message.message}
            {message.coordonnees_masquees ? (
              <span className={styles.masked}>{messagingTexts.contactMaskedHint}</span>
            ) : null}
            <span className={styles.time}>
              {message.utilisateur_id === userId ? 'Vous' : capitalise(message.expediteur.prenom)},{' '}
              {formatInstant(message.datetime, 'dateTime')}
            </span>
            {message.utilisateur_id === userId ? null : (
              <ReportButton
                type="message"
                cible_id={message.id}
                label={`le message de ${capitalise(message.expediteur.prenom)}`}
              />
            )}
          </li>
        ))}
      </ul>
      {masked ? <Notice tone="warning">{masked}</Notice> : null}
      <MessageForm
        label={`Répondre à ${other.prenom}`}
        submitLabel="Répondre"
        isPending={send.isPending}
        error={error}
        onSend={onSend}
        hint={trajet.conducteur_id === userId ? undefined : messagingTexts.contactMaskedHint}
      />
    </article>
  );
}
