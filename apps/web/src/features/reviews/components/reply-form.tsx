import { useState, type FormEvent } from 'react';
import { replyBodySchema, REVIEW_COMMENT_MAX } from '@bonneroute/shared/reviews';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useReplyToReview } from '../api/reply-to-review';
import { CommentField } from './comment-field';
import styles from './reviews.module.css';

/** The reviewed person's one public reply, under the review. */
export function ReplyForm({
  reviewId,
  onCancel,
  onDone,
}: {
  reviewId: number;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [reponse, setReponse] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToReview();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = replyBodySchema.safeParse({ reponse });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: reviewId, reponse: parsed.data.reponse },
      {
        onSuccess: onDone,
        onError: (caught) =>
          setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CommentField
        label="Votre réponse publique"
        hint="Une seule réponse, visible de tous sous cet avis."
        value={reponse}
        onChange={setReponse}
        max={REVIEW_COMMENT_MAX}
        error={error}
        rows={3}
      />
      <div className={styles.actions}>
        <Button type="submit" size="small" disabled={reply.isPending}>
          Publier ma réponse
        </Button>
        <Button variant="ghost" size="small" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
