import { ComingSoon } from '@/components/ui/coming-soon';

export default function PaymentPage() {
  return <ComingSoon title="Paiement" />;
}
