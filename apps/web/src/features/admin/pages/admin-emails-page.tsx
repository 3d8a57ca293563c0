import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminEmailsPage() {
  return <ComingSoon title="Administration — e-mails" />;
}
