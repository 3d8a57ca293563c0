import { ComingSoon } from '@/components/ui/coming-soon';

export default function ForgotPasswordPage() {
  return <ComingSoon title="Mot de passe oublié" />;
}
