import type { BenchScenario } from '../bench-context';
import { autocompleteScenario, bornesScenario } from './geo';
import { healthScenario, spaShellScenario } from './shell';

/** Every benchmark scenario; each issue adds its own here. `BENCH_ONLY=name` runs a subset. */
export const scenarios: BenchScenario[] = [
  healthScenario,
  spaShellScenario,
  autocompleteScenario,
  bornesScenario,
];
