import { ComingSoon } from '@/components/ui/coming-soon';

export default function TownPairPage() {
  return <ComingSoon title="Covoiturage" />;
}
