import { ComingSoon } from '@/components/ui/coming-soon';

export default function MyTripsPage() {
  return <ComingSoon title="Mes trajets" />;
}
