import { ComingSoon } from '@/components/ui/coming-soon';

export default function BlogPage() {
  return <ComingSoon title="Blog covoiturage" />;
}
