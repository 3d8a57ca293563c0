import { useState } from 'react';
import { Link } from 'react-router';
import { formatInstant } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { nextTripTexts } from '@bonneroute/shared/user-space';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { RequireSession, useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { NextTripCard } from '../next-trip-card';
import { readNextTripSnapshot, type NextTripSnapshot } from '../next-trip-snapshot';
import { useNextTrip } from '../use-next-trip';
import { useOnline } from '../use-online';
import styles from '../next-trip.module.css';

function SavedCopy({ snapshot }: { snapshot: NextTripSnapshot }) {
  return (
    <>
      <Notice tone="warning">{nextTripTexts.offline}</Notice>
      {snapshot.trip ? <NextTripCard trip={snapshot.trip} /> : <p>{nextTripTexts.none}</p>}
      <p className={styles.saved}>Mis à jour le {formatInstant(snapshot.savedAt, 'dateTime')}.</p>
    </>
  );
}

function FromServer({ snapshot }: { snapshot: NextTripSnapshot | null }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useNextTrip(user?.id ?? null);
  if (query.isError) {
    // No answer (network gone, server down): the last copy of this member, if there is one.
    if (snapshot && snapshot.userId === user?.id) return <SavedCopy snapshot={snapshot} />;
    return <Notice tone="error">{query.error.message}</Notice>;
  }
  if (userLoading || query.isPending) return <Spinner />;
  if (!query.data) {
    return (
      <p>
        {nextTripTexts.none} <Link to={buildPath('trouver')}>Trouver un trajet</Link>
      </p>
    );
  }
  return <NextTripCard trip={query.data} />;
}

/**
 * `/utilisateurs/prochain-trajet` (docs/decisions/031-installable-app.md): online, the member's
 * next trip from the server (a session is required); offline, the copy this phone kept at the
 * last visit, even after the session ran out, so the meeting point and the phones are there in a
 * tunnel.
 */
export default function NextTripPage() {
  usePageHead(nextTripTexts.title);
  const online = useOnline();
  const [snapshot] = useState(readNextTripSnapshot);
  return (
    <div className={`container page ${styles.page}`}>
      <h1>{nextTripTexts.title}</h1>
      {!online && snapshot ? (
        <SavedCopy snapshot={snapshot} />
      ) : (
        <RequireSession>
          <FromServer snapshot={snapshot} />
        </RequireSession>
      )}
    </div>
  );
}
