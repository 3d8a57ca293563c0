import { ComingSoon } from '@/components/ui/coming-soon';

export default function SudokuPage() {
  return <ComingSoon title="Sudoku" />;
}
