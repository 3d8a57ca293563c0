import { ComingSoon } from '@/components/ui/coming-soon';

export default function DepartmentPage() {
  return <ComingSoon title="Covoiturage par département" />;
}
