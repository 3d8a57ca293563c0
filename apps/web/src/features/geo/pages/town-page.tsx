import { ComingSoon } from '@/components/ui/coming-soon';

export default function TownPage() {
  return <ComingSoon title="Covoiturage" />;
}
