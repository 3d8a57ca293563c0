import type { BenchScenario } from '../bench-context';
import { blogScenario } from './blog';
import { healthScenario, spaShellScenario } from './shell';
import { sudokuGenerationScenario } from './sudoku';

/** Every benchmark scenario; each issue adds its own here. `BENCH_ONLY=name` runs a subset. */
export const scenarios: BenchScenario[] = [
  healthScenario,
  spaShellScenario,
  blogScenario,
  sudokuGenerationScenario,
];
