import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminOtpPage() {
  return <ComingSoon title="Administration — codes SMS" />;
}
