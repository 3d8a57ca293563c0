import { ComingSoon } from '@/components/ui/coming-soon';

export default function BlogArticlePage() {
  return <ComingSoon title="Blog covoiturage" />;
}
