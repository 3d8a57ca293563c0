import { ComingSoon } from '@/components/ui/coming-soon';

export default function ResetPasswordPage() {
  return <ComingSoon title="Nouveau mot de passe" />;
}
