import { ComingSoon } from '@/components/ui/coming-soon';

export default function PublishPage() {
  return <ComingSoon title="Proposer un trajet" />;
}
