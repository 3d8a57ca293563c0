import { ComingSoon } from '@/components/ui/coming-soon';

export default function TripDetailPage() {
  return <ComingSoon title="Trajet en covoiturage" />;
}
