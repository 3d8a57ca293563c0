import { formatDay } from '@bonneroute/shared/dates';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { reviewTexts, type PublicProfile } from '@bonneroute/shared/reviews';
import { idSchema } from '@bonneroute/shared/api';
import { buildPath } from '@bonneroute/shared/routes';
import { BlockMemberButton } from '@/components/block-member/block-member-button';
import { ReportButton } from '@/components/ui/report-button';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Rating } from '@/components/ui/rating';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useProfileReviews } from '../api/get-profile-reviews';
import { usePublicProfile } from '../api/get-public-profile';
import { Pagination } from '@/components/ui/pagination';
import { TripCounts, Vehicles, Verifications } from '../components/profile-facts';
import { ReviewCard } from '../components/review-card';
import profileStyles from '../components/profile.module.css';
import styles from '../components/reviews.module.css';

function ProfileReviews({
  profile,
  viewerId,
}: {
  profile: PublicProfile;
  viewerId: number | null;
}) {
  const [page, setPage] = useState(1);
  const reviews = useProfileReviews(profile.id, page);
  return (
    <section aria-labelledby="profil-avis" className={profileStyles.section}>
      <h2 id="profil-avis">Avis reçus</h2>
      {reviews.isPending ? <Spinner label="Chargement des avis…" /> : null}
      {reviews.isError ? <Notice tone="error">{reviews.error.message}</Notice> : null}
      {reviews.data && reviews.data.data.length === 0 ? (
        <p className={profileStyles.muted}>{reviewTexts.noProfileReviews}</p>
      ) : null}
      {reviews.data && reviews.data.data.length > 0 ? (
        <ul className={styles.list} aria-label={`Avis sur ${profile.prenom}`}>
          {reviews.data.data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.data ? (
        <Pagination
          page={page}
          lastPage={reviews.data.meta.last_page}
          onChange={setPage}
          previousLabel="Avis plus récents"
          nextLabel="Avis plus anciens"
          label={`Pages des avis sur ${profile.prenom}`}
        />
      ) : null}
    </section>
  );
}

/** `/utilisateurs/{id}`: a member's public profile, for visitors and members alike. */
export default function PublicProfilePage() {
  const { id = '' } = useParams();
  const valid = idSchema.safeParse(id).success;
  const { user } = useCurrentUser();
  const profile = usePublicProfile(valid ? Number(id) : 0);
  usePageHead(profile.data ? `Profil de ${profile.data.prenom}` : 'Profil');
  if (!valid) return <Navigate to={buildPath('erreur404')} replace />;
  if (profile.isPending) return <Spinner label="Chargement du profil…" />;
  if (profile.isError) return <Notice tone="error">{profile.error.message}</Notice>;
  const data = profile.data;
  const own = user?.id === data.id;
  return (
    <>
      <header className={profileStyles.header}>
        <Avatar src={data.avatar} alt="" size={96} />
        <div className={profileStyles.identity}>
          <h1>
            {data.prenom}
            {data.age !== null ? `, ${data.age} ans` : ''}
          </h1>
          <Rating note={data.note} count={data.nb_avis} />
          <span className={profileStyles.muted}>
            Membre depuis {formatDay(data.membre_depuis, 'monthYear')}
          </span>
          <BlockMemberButton member={{ id: data.id, prenom: data.prenom }} />
          {own ? null : (
            <ReportButton
              type="utilisateur"
              cible_id={data.id}
              label={`le profil de ${data.prenom}`}
            />
          )}
        </div>
      </header>
      {own ? (
        <Notice tone="info">
          Voici votre profil tel que les autres membres le voient.{' '}
          <ButtonLink size="small" variant="secondary" to={buildPath('infosUtilisateurs')}>
            Modifier mon profil
          </ButtonLink>
        </Notice>
      ) : null}
      <div className={profileStyles.grid}>
        <Verifications profile={data} />
        <TripCounts profile={data} />
        <Vehicles profile={data} />
      </div>
      <ProfileReviews profile={data} viewerId={user?.id ?? null} />
    </>
  );
}
