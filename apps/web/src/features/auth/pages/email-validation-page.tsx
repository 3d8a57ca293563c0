import { ComingSoon } from '@/components/ui/coming-soon';

export default function EmailValidationPage() {
  return <ComingSoon title="Validation de votre adresse e-mail" />;
}
