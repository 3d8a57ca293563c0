import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { replyBodySchema } from '@bonneroute/shared/reviews';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useReplyToReview } from '../api/reply-to-review';
import { CommentField } from './comment-field';
import styles from './reviews.module.css';

/** The reply's limit, from the schema the server checks it with. */
const replyMax = maxLengthOf(replyBodySchema.shape.reponse) ?? 0;

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
  const form = useForm({
    defaultValues: { reponse: '' },
    // The server's schema decides; its message stays until the next « Publier ma réponse ».
    resolver: zodResolver(replyBodySchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [refusal, setRefusal] = useState<string | undefined>();
  const reply = useReplyToReview();

  const submit = form.handleSubmit(
    ({ reponse }) => {
      setRefusal(undefined);
      reply.mutate(
        { id: reviewId, reponse },
        {
          onSuccess: onDone,
          onError: (caught) =>
            setRefusal(caught instanceof ApiError ? caught.detail : commonTexts.genericError),
        },
      );
    },
    () => setRefusal(undefined),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="reponse"
        render={({ field, fieldState }) => (
          <CommentField
            label="Votre réponse publique"
            hint="Une seule réponse, visible de tous sous cet avis."
            value={field.value}
            onChange={field.onChange}
            max={replyMax}
            error={fieldState.error?.message ?? refusal}
            rows={3}
          />
        )}
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
