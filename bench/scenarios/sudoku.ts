import {
  GIVENS_BY_DIFFICULTY,
  SUDOKU_DIFFICULTIES,
  generateSudoku,
} from '../../packages/shared/src/sudoku';
import type { BenchScenario, ScenarioReport } from '../bench-context';

const GENERATIONS_PER_LEVEL = Number(process.env.BENCH_SUDOKU_COUNT ?? 300);
/** Generating a board takes under 50 ms at the 95th percentile, at every level. */
const P95_TARGET_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** Measures the generator itself (it runs in the browser): no HTTP involved. */
export const sudokuGenerationScenario: BenchScenario = {
  name: 'sudoku generation',
  async run() {
    const reports: ScenarioReport[] = [];
    for (const difficulty of SUDOKU_DIFFICULTIES) {
      const times: number[] = [];
      const started = performance.now();
      for (let run = 0; run < GENERATIONS_PER_LEVEL; run += 1) {
        const before = performance.now();
        generateSudoku(difficulty);
        times.push(performance.now() - before);
      }
      const totalSeconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      reports.push({
        name: `génération sudoku ${difficulty} (${GIVENS_BY_DIFFICULTY[difficulty]} indices), /s`,
        requestsPerSecond: GENERATIONS_PER_LEVEL / totalSeconds,
        p50: percentile(times, 50),
        p95,
        p99: percentile(times, 99),
        errors: 0,
        non2xx: 0,
        notes: [
          `sudoku ${difficulty} : p95 ${p95.toFixed(2)} ms sur ${GENERATIONS_PER_LEVEL} grilles — objectif < ${P95_TARGET_MS} ms ${p95 < P95_TARGET_MS ? 'atteint' : 'MANQUÉ'}`,
        ],
      });
    }
    return reports;
  },
};
