import { ComingSoon } from '@/components/ui/coming-soon';

export default function ProfilePage() {
  return <ComingSoon title="Mon profil" />;
}
