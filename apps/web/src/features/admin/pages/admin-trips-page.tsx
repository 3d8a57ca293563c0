import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminTripsPage() {
  return <ComingSoon title="Administration — trajets" />;
}
