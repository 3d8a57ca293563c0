import { LastConversations } from '@/features/messaging';
import DashboardPage from '@/features/user-space/pages/dashboard-page';

/** `/utilisateurs/`: the user-space dashboard with the messaging feature's last two conversations. */
export default function DashboardRoute() {
  return <DashboardPage conversations={(userId) => <LastConversations userId={userId} />} />;
}
