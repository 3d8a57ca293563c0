import { ComingSoon } from '@/components/ui/coming-soon';

export default function ChatPage() {
  return <ComingSoon title="Discussion du trajet" />;
}
