import { ComingSoon } from '@/components/ui/coming-soon';

export default function RegionPage() {
  return <ComingSoon title="Covoiturage par région" />;
}
