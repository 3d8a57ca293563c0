import { ComingSoon } from '@/components/ui/coming-soon';

export default function TermsPage() {
  return <ComingSoon title="Conditions générales" />;
}
