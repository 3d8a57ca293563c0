import { formatInstant } from '@bonneroute/shared/dates';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { canPerform } from '@bonneroute/shared/admin';
import {
  hideReviewBodySchema,
  reviewTexts,
  starCount,
  type ReportedReview,
} from '@bonneroute/shared/reviews';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ReviewStars } from '@/components/ui/rating';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { textRules } from '@/lib/forms/schema-rules';
import { usePageHead } from '@/lib/use-page-head';
import { useModerateReview, useReportedReviews } from '../api/reported-reviews';
import styles from '../components/admin.module.css';
import local from './admin-reviews.module.css';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';
import { useTimedMessage } from '@/lib/use-timed-message';
import { plural } from '@bonneroute/shared/french';

const SUCCESS_MS = 7000;
const person = (p: { prenom: string; nom: string }) => `${p.prenom} ${p.nom}`;

function ReportedReviewItem({
  review,
  mayModerate,
  busy,
  onHide,
  onKeep,
}: {
  review: ReportedReview;
  mayModerate: boolean;
  busy: boolean;
  onHide: () => void;
  onKeep: () => void;
}) {
  const label = `l’avis de ${person(review.auteur)} sur ${person(review.cible)}`;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <strong>
          Avis de {person(review.auteur)} sur {person(review.cible)}
        </strong>
        <span className={styles.muted}>
          Trajet {review.trajet.ville_depart} → {review.trajet.ville_arrivee} du{' '}
          {review.trajet.date.split('-').reverse().join('/')} · publié le{' '}
          {formatInstant(review.publie_le, 'longTime')}
        </span>
        <span>
          <ReviewStars note={review.note} />{' '}
          <span className="visually-hidden">({starCount(review.note)})</span>
        </span>
        {review.commentaire ? <p className={local.text}>« {review.commentaire} »</p> : null}
        {review.reponse ? (
          <p className={`${styles.muted} ${local.text}`}>Réponse : {review.reponse}</p>
        ) : null}
        <details open>
          <summary>{plural(review.signalements.length, 'signalement')}</summary>
          <ul className={local.reports}>
            {review.signalements.map((report) => (
              <li key={report.id}>
                {person(report)}, le {formatInstant(report.created_at, 'longTime')} : {report.motif}
              </li>
            ))}
          </ul>
        </details>
      </div>
      {mayModerate ? (
        <>
          <Button size="small" variant="secondary" disabled={busy} onClick={onKeep}>
            Garder<span className="visually-hidden"> {label}</span>
          </Button>
          <Button size="small" variant="danger" disabled={busy} onClick={onHide}>
            Masquer<span className="visually-hidden"> {label}</span>
          </Button>
        </>
      ) : null}
    </li>
  );
}

/** Reviews reported by members; ADMIN or MANAGER hides one (with a reason) or keeps it. */
export default function AdminReviewsPage() {
  usePageHead('Administration — avis signalés');
  const { user } = useCurrentUser();
  const mayModerate = canPerform(user?.role, 'moderer-avis');
  const [page, setPage] = usePageParam();
  const list = useReportedReviews(page);
  const moderate = useModerateReview();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);
  const [hiding, setHiding] = useState<ReportedReview | null>(null);
  const hideForm = useForm<{ motif: string }>({
    defaultValues: { motif: '' },
    resolver: zodResolver(hideReviewBodySchema),
  });
  const motifError = hideForm.formState.errors.motif?.message ?? null;

  const confirmHide = hideForm.handleSubmit(({ motif }) => {
    if (!hiding) return;
    moderate.mutate(
      { id: hiding.id, decision: 'masquer', motif },
      {
        onSuccess: () => {
          setHiding(null);
          showSuccess(reviewTexts.hidden);
        },
      },
    );
  });

  return (
    <section aria-labelledby="admin-avis-title">
      <h1 id="admin-avis-title">Avis signalés</h1>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {moderate.isError ? (
        <Notice tone="error">
          {moderate.error instanceof ApiError
            ? moderate.error.detail
            : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {list.isPending ? (
        <Spinner label="Chargement des avis signalés…" />
      ) : list.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : list.data.data.length === 0 ? (
        <p>{reviewTexts.noReportedReviews}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Avis signalés">
            {list.data.data.map((review) => (
              <ReportedReviewItem
                key={review.id}
                review={review}
                mayModerate={mayModerate}
                busy={moderate.isPending}
                onKeep={() =>
                  moderate.mutate(
                    { id: review.id, decision: 'garder' },
                    { onSuccess: () => showSuccess(reviewTexts.kept) },
                  )
                }
                onHide={() => {
                  hideForm.reset();
                  setHiding(review);
                }}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={list.data.meta.last_page}
            onChange={setPage}
            label="Pages des avis signalés"
          />
        </>
      )}
      <Dialog
        open={hiding !== null}
        onClose={() => setHiding(null)}
        title="Masquer l’avis"
        actions={
          <Button variant="danger" disabled={moderate.isPending} onClick={() => void confirmHide()}>
            Confirmer le masquage
          </Button>
        }
      >
        <label htmlFor="motif-masquage">Motif (l’auteur le lira)</label>
        <textarea
          id="motif-masquage"
          {...textRules(hideReviewBodySchema.shape.motif)}
          rows={3}
          className={local.motif}
          aria-invalid={motifError ? true : undefined}
          aria-describedby={motifError ? 'motif-masquage-erreur' : undefined}
          {...hideForm.register('motif')}
        />
        {motifError ? (
          <p id="motif-masquage-erreur" role="alert" className={local.error}>
            {motifError}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}
