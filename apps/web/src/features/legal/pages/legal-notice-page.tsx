import { ComingSoon } from '@/components/ui/coming-soon';

export default function LegalNoticePage() {
  return <ComingSoon title="Mentions légales" />;
}
