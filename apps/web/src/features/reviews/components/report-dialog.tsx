import { useState } from 'react';
import { REPORT_REASON_MAX, reportBodySchema, reviewTexts } from '@bonneroute/shared/reviews';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useReportReview } from '../api/report-review';
import { CommentField } from './comment-field';

/** « Signaler »: why this review should not stay; the team reads it and decides. */
export function ReportDialog({
  reviewId,
  authorName,
  open,
  onClose,
  onReported,
}: {
  reviewId: number;
  authorName: string;
  open: boolean;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const [motif, setMotif] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useReportReview();

  function send() {
    const parsed = reportBodySchema.safeParse({ motif });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    report.mutate(
      { id: reviewId, motif: parsed.data.motif },
      {
        onSuccess: () => {
          setMotif('');
          setError(undefined);
          onReported(reviewTexts.reportSent);
        },
        onError: (caught) =>
          setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Signaler l’avis de ${authorName}`}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button variant="danger" onClick={send} disabled={report.isPending}>
            Envoyer le signalement
          </Button>
        </>
      }
    >
      <CommentField
        label="Pourquoi signalez-vous cet avis ?"
        hint="Insulte, information personnelle, propos faux ou sans rapport avec le trajet… L’équipe BonneRoute examinera votre signalement."
        value={motif}
        onChange={setMotif}
        max={REPORT_REASON_MAX}
        error={error}
        rows={3}
      />
    </Dialog>
  );
}
