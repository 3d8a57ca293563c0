import { ComingSoon } from '@/components/ui/coming-soon';

export default function ProfileLandingPage() {
  return <ComingSoon title="Profil" />;
}
