import { useState, type FormEvent } from 'react';
import {
  COMMENT_REQUIRED_BELOW,
  createReviewBodySchema,
  formatDayFr,
  isCommentRequired,
  REVIEW_COMMENT_MAX,
  type GivenReview,
  type ReviewToWrite,
} from '@bonneroute/shared/reviews';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useCreateReview } from '../api/create-review';
import { CommentField } from './comment-field';
import { StarInput } from './star-input';
import styles from './reviews.module.css';

type Field = 'note' | 'commentaire';

/**
 * The review of one co-traveller: 1 to 5 stars and a comment (required below 3 stars), checked
 * with the server's own schema before sending.
 */
export function ReviewForm({
  item,
  onDone,
}: {
  item: ReviewToWrite;
  onDone: (review: GivenReview) => void;
}) {
  const [note, setNote] = useState<number | null>(null);
  const [commentaire, setCommentaire] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateReview();
  const prenom = item.cible.prenom;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createReviewBodySchema.safeParse({
      trajet_id: item.trajet.id,
      cible_id: item.cible.id,
      note: note ?? undefined,
      commentaire,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  }

  const required = note !== null && isCommentRequired(note);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <StarInput value={note} onChange={setNote} error={errors.note} />
      <CommentField
        label={required ? 'Votre commentaire (obligatoire)' : 'Votre commentaire (facultatif)'}
        hint={`Obligatoire en dessous de ${COMMENT_REQUIRED_BELOW} étoiles. Restez factuel et courtois : il sera public.`}
        value={commentaire}
        onChange={setCommentaire}
        max={REVIEW_COMMENT_MAX}
        error={errors.commentaire}
      />
      <p className={styles.muted}>
        {item.avis_recu_en_attente
          ? `${prenom} vous a déjà laissé un avis : les deux seront publiés dès que vous aurez envoyé le vôtre.`
          : `Votre avis restera caché jusqu’à ce que ${prenom} ait laissé le sien, ou au plus tard jusqu’à la fin du ${formatDayFr(item.dernier_jour)}. Une fois envoyé, il ne peut plus être modifié.`}
      </p>
      {create.isError ? (
        <Notice tone="error">
          {create.error instanceof ApiError ? create.error.detail : commonTexts.genericError}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending}>
          Envoyer mon avis
        </Button>
      </div>
    </form>
  );
}
