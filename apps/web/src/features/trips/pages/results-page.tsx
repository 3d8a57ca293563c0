import { ComingSoon } from '@/components/ui/coming-soon';

export default function ResultsPage() {
  return <ComingSoon title="Résultats de recherche" />;
}
