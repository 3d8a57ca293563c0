import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminRegistrationsPage() {
  return <ComingSoon title="Administration — inscriptions" />;
}
