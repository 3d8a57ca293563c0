import { ComingSoon } from '@/components/ui/coming-soon';

export default function SearchPage() {
  return <ComingSoon title="Trouver un covoiturage" />;
}
