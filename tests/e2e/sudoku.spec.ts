import { solveSudoku } from '../../packages/shared/src/sudoku';
import { test, expect } from './fixtures';

test('une partie de Sudoku « facile » est gagnée en saisissant la solution', async ({ page }) => {
  await page.goto('/games/sudoku');
  await page.getByLabel('Difficulté').selectOption('facile');
  await page.getByRole('button', { name: 'Nouvelle partie' }).click();

  // Read the board as a player sees it: the accessible name of each cell.
  const cells = page.getByRole('gridcell');
  await expect(cells).toHaveCount(81);
  const labels = await cells.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  const board = labels.map((label) => /: (\d) \(donnée\)$/.exec(label)?.[1] ?? '.').join('');
  expect(board.replace(/\./g, '')).toHaveLength(62);
  const solution = solveSudoku(board);
  expect(solution).not.toBeNull();

  // A given cannot be selected: the keypad stays disabled.
  await cells.nth(board.search(/\d/)).click();
  await expect(page.getByRole('button', { name: 'Saisir 1' })).toBeDisabled();

  // A wrong number is flagged, then corrected.
  const firstEmpty = board.indexOf('.');
  const right = Number(solution![firstEmpty]);
  await cells.nth(firstEmpty).click();
  await page.getByRole('button', { name: `Saisir ${(right % 9) + 1}` }).click();
  await expect(cells.nth(firstEmpty)).toHaveAccessibleName(/erreur$/);
  await expect(page.getByText('Erreurs : 1')).toBeVisible();

  for (let index = 0; index < 81; index += 1) {
    if (board[index] !== '.') continue;
    await cells.nth(index).click();
    await page.getByRole('button', { name: `Saisir ${solution![index]}` }).click();
  }
  await expect(page.getByText('Gagné ! Félicitations !')).toBeVisible();
  await expect(page.getByText('Erreurs : 0')).toBeVisible();
});

test('la grille se joue au clavier', async ({ page }) => {
  await page.goto('/games/sudoku');
  await page.getByRole('button', { name: 'Nouvelle partie' }).click();
  await page.getByRole('grid', { name: 'Grille de sudoku' }).locator('[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('[role="gridcell"]:focus');
  await expect(focused).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('7');
  await expect(focused).toHaveAccessibleName(/: 7/);
  await page.keyboard.press('Backspace');
  await expect(focused).toHaveAccessibleName(/: vide$/);
});
