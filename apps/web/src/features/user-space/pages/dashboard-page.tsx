import type { ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useDashboard } from '../api/get-dashboard';
import { BadgesCard } from '../components/dashboard/badges-card';
import { LastConversationsCard } from '../components/dashboard/last-conversations';
import { ProfileCard } from '../components/dashboard/profile-card';
import styles from '../components/dashboard/dashboard.module.css';
import { useUserId } from '../hooks/use-user-id';

/** docs/product/user-space.md `/utilisateurs/`: badges, progress, profile card, last two conversations. */
export default function DashboardPage({
  conversations,
}: {
  /** The last two conversations, from the messaging feature (composed in app/routes). */
  conversations?: (userId: number) => ReactNode;
}) {
  usePageHead('Tableau de bord');
  const userId = useUserId();
  const dashboard = useDashboard(userId);
  return (
    <>
      <h1>Tableau de bord</h1>
      {dashboard.isPending ? <Spinner /> : null}
      {dashboard.isError ? <Notice tone="error">{dashboard.error.message}</Notice> : null}
      {dashboard.data ? (
        <div className={styles.grid}>
          <ProfileCard user={dashboard.data.utilisateur} />
          <BadgesCard badges={dashboard.data.badges} user={dashboard.data.utilisateur} />
          <LastConversationsCard>
            {userId && conversations ? conversations(userId) : undefined}
          </LastConversationsCard>
        </div>
      ) : null}
    </>
  );
}
