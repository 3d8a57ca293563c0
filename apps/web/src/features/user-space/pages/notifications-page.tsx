import { ComingSoon } from '@/components/ui/coming-soon';

export default function NotificationsPage() {
  return <ComingSoon title="Vos notifications" />;
}
