import { ComingSoon } from '@/components/ui/coming-soon';

export default function ReviewsPage() {
  return <ComingSoon title="Mes avis" />;
}
