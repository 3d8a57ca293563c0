import { ComingSoon } from '@/components/ui/coming-soon';

export default function AboutPage() {
  return <ComingSoon title="Nous connaître" />;
}
