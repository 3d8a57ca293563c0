import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  COMMENT_REQUIRED_BELOW,
  createReviewBodySchema,
  formatDayFr,
  isCommentRequired,
  type CreateReviewBody,
  type GivenReview,
  type ReviewToWrite,
} from '@bonneroute/shared/reviews';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useCreateReview } from '../api/create-review';
import { CommentField } from './comment-field';
import { StarInput } from './star-input';
import styles from './reviews.module.css';

type ReviewValues = z.input<typeof createReviewBodySchema>;
/** The comment's limit, from the schema the server checks the review with. */
const commentMax = maxLengthOf(createReviewBodySchema.shape.commentaire) ?? 0;

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
  const form = useForm<ReviewValues, unknown, CreateReviewBody>({
    defaultValues: {
      trajet_id: item.trajet.id,
      cible_id: item.cible.id,
      note: undefined,
      commentaire: '',
    },
    // The server's schema decides; the messages stay until the next « Envoyer mon avis ».
    resolver: zodResolver(createReviewBodySchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: 'note' }) as number | undefined;
  const create = useCreateReview();
  const prenom = item.cible.prenom;
  const submit = form.handleSubmit((review) => create.mutate(review, { onSuccess: onDone }));

  const required = note !== undefined && isCommentRequired(note);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => (
          <StarInput
            value={(field.value as number | undefined) ?? null}
            onChange={field.onChange}
            error={errors.note?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="commentaire"
        render={({ field }) => (
          <CommentField
            label={required ? 'Votre commentaire (obligatoire)' : 'Votre commentaire (facultatif)'}
            hint={`Obligatoire en dessous de ${COMMENT_REQUIRED_BELOW} étoiles. Restez factuel et courtois : il sera public.`}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            max={commentMax}
            error={errors.commentaire?.message}
          />
        )}
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
