import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminDashboardPage() {
  return <ComingSoon title="Administration — statistiques" />;
}
