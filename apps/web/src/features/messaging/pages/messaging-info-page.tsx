import { ComingSoon } from '@/components/ui/coming-soon';

export default function MessagingInfoPage() {
  return <ComingSoon title="Information messagerie" />;
}
