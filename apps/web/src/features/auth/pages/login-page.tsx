import { ComingSoon } from '@/components/ui/coming-soon';

export default function LoginPage() {
  return <ComingSoon title="Connexion" />;
}
