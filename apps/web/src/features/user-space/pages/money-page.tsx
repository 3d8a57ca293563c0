import { ComingSoon } from '@/components/ui/coming-soon';

export default function MoneyPage() {
  return <ComingSoon title="Mon argent" />;
}
