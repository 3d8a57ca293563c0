import type { BenchScenario } from '../bench-context';
import { loginScenario } from './auth';
import { blogScenario } from './blog';
import { chatFanOutScenario } from './chat';
import { bookingScenario } from './booking';
import { moneyScenario } from './money';
import { autocompleteScenario, bornesScenario } from './geo';
import { healthScenario, spaShellScenario } from './shell';
import { sudokuGenerationScenario } from './sudoku';
import { tripSearchScenario } from './trips';
import { alertsScenario } from './alerts';

/** Every benchmark scenario; each issue adds its own here. `BENCH_ONLY=name` runs a subset. */
export const scenarios: BenchScenario[] = [
  healthScenario,
  spaShellScenario,
  loginScenario,
  blogScenario,
  sudokuGenerationScenario,
  autocompleteScenario,
  bornesScenario,
  chatFanOutScenario,
  bookingScenario,
  moneyScenario,
  tripSearchScenario,
  alertsScenario,
];
