import { ComingSoon } from '@/components/ui/coming-soon';

export default function EnVoitureActivitiesPage() {
  return <ComingSoon title="En voiture" />;
}
