import { useState } from 'react';
import { Link } from 'react-router';
import { reviewTexts, ROLE_LABELS, type Review } from '@bonneroute/shared/reviews';
import { buildPath } from '@bonneroute/shared/routes';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ReviewStars } from '@/components/ui/rating';
import { ReplyForm } from './reply-form';
import { ReportDialog } from './report-dialog';
import { formatInstant } from '@bonneroute/shared/dates';
import { tripLabel } from './review-format';
import styles from './reviews.module.css';

/**
 * A published review: who wrote it and on which trip, the stars, the comment and the reply, all
 * as plain text. The reviewed person may reply once; any member but the author may report it
 * (a visitor, `viewerId` null, reads only).
 */
export function ReviewCard({ review, viewerId }: { review: Review; viewerId: number | null }) {
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { auteur, cible } = review;
  const canReply = viewerId === cible.id && review.reponse === null;
  const canReport = viewerId !== null && viewerId !== auteur.id;

  return (
    <article className={styles.card} aria-label={`Avis de ${auteur.prenom}`}>
      <header className={styles.person}>
        <Avatar src={auteur.avatar} alt="" size={40} />
        <div className={styles.who}>
          <span>
            <Link to={buildPath('profilUtilisateur', { id: auteur.id })} className={styles.name}>
              {auteur.prenom}
            </Link>{' '}
            <span className={styles.muted}>· {ROLE_LABELS[review.role_auteur]}</span>
          </span>
          <span className={styles.muted}>Trajet {tripLabel(review.trajet)}</span>
        </div>
      </header>
      <p className={styles.actions}>
        <ReviewStars note={review.note} />
        <span className={styles.muted}>publié le {formatInstant(review.publie_le, 'long')}</span>
      </p>
      {review.commentaire ? <p className={styles.text}>{review.commentaire}</p> : null}
      {review.reponse ? (
        <div className={styles.reply}>
          <strong>Réponse de {cible.prenom}</strong>
          {review.reponse_le ? (
            <span className={styles.muted}> · {formatInstant(review.reponse_le, 'long')}</span>
          ) : null}
          <p>{review.reponse}</p>
        </div>
      ) : null}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {replying && canReply ? (
        <ReplyForm
          reviewId={review.id}
          onCancel={() => setReplying(false)}
          onDone={() => {
            setReplying(false);
            setNotice(reviewTexts.replySent);
          }}
        />
      ) : null}
      {(canReply && !replying) || canReport ? (
        <div className={styles.actions}>
          {canReply && !replying ? (
            <Button size="small" variant="secondary" onClick={() => setReplying(true)}>
              Répondre<span className="visually-hidden"> à l’avis de {auteur.prenom}</span>
            </Button>
          ) : null}
          {canReport && review.signale ? <span className={styles.muted}>Avis signalé</span> : null}
          {canReport && !review.signale ? (
            <Button size="small" variant="ghost" onClick={() => setReporting(true)}>
              Signaler<span className="visually-hidden"> l’avis de {auteur.prenom}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {canReport ? (
        <ReportDialog
          reviewId={review.id}
          authorName={auteur.prenom}
          open={reporting}
          onClose={() => setReporting(false)}
          onReported={(message) => {
            setReporting(false);
            setNotice(message);
          }}
        />
      ) : null}
    </article>
  );
}
