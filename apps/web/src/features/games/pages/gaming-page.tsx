import { ComingSoon } from '@/components/ui/coming-soon';

export default function GamingPage() {
  return <ComingSoon title="Activités en voiture" />;
}
