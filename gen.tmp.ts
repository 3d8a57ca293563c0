import { generateSudoku } from './packages/shared/src/sudoku/generator';
import { SUDOKU_DIFFICULTIES } from './packages/shared/src/sudoku/difficulty';
import { seededRandom } from './packages/shared/src/sudoku/random';
const r = seededRandom(42);
for (const d of SUDOKU_DIFFICULTIES) {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) { const t = performance.now(); generateSudoku(d, r); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(d, 'p50', times[100].toFixed(2), 'p95', times[190].toFixed(2), 'max', times[199].toFixed(2));
}
