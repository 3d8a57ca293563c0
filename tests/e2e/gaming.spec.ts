import { test, expect } from './fixtures';

test.describe('activités en voiture', () => {
  test('une partie de Tic Tac Toe contre l’ordinateur se joue jusqu’au bout', async ({ page }) => {
    await page.goto('/gaming');
    for (const tile of ['Découverte', 'Tic Tac Toe', 'Puzzles', 'Actu']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${tile}`) })).toBeVisible();
    }
    await page.getByRole('button', { name: /^Tic Tac Toe/ }).click();
    const iframe = page.locator('iframe[title="Activité : Tic Tac Toe"]');
    await expect(iframe).toHaveAttribute('src', '/activites/tic-tac-toe?mode=CPU');

    const frame = page.frameLocator('iframe[title="Activité : Tic Tac Toe"]');
    const status = frame.getByRole('status');
    const end = /Match nul !|L’ordinateur a gagné\.|Bravo, vous avez gagné !/;
    await expect(status).toHaveText('À vous de jouer (X).');
    for (let turn = 0; turn < 5; turn += 1) {
      await expect(status).toHaveText(/À vous de jouer|Match nul|gagné/);
      if (end.test((await status.textContent()) ?? '')) break;
      await frame.locator('button[aria-label$=": libre"]:enabled').first().click();
    }
    await expect(status).toHaveText(end);
    // The unbeatable computer never loses.
    await expect(status).not.toHaveText('Bravo, vous avez gagné !');
    await expect(frame.getByText(/Vous 0 – \d Ordinateur · Nuls \d/)).toBeVisible();
    await frame.getByRole('button', { name: 'Rejouer' }).click();
    await expect(frame.getByRole('button', { name: /libre/ })).toHaveCount(9);
  });

  test('le taquin se joue dans son cadre et les autres activités s’ouvrent', async ({ page }) => {
    await page.goto('/gaming');
    await page.getByRole('button', { name: /^Puzzles/ }).click();
    const puzzle = page.frameLocator('iframe[title="Activité : Puzzles"]');
    await expect(puzzle.getByText('Coups : 0')).toBeVisible();
    await puzzle
      .getByRole('button', { name: /déplaçable/ })
      .first()
      .click();
    await expect(puzzle.getByText('Coups : 1')).toBeVisible();

    await page.getByRole('button', { name: /^Découverte/ }).click();
    const quiz = page.frameLocator('iframe[title="Activité : Découverte"]');
    await expect(quiz.getByText('Question 1 sur 8')).toBeVisible();
    await quiz.locator('fieldset button').first().click();
    await expect(quiz.getByText(/Bonne réponse !|Raté…/)).toBeVisible();

    await page.getByRole('button', { name: /^Actu/ }).click();
    const news = page.frameLocator('iframe[title="Activité : Actu"]');
    await expect(
      news.getByRole('heading', { name: '2 € par place, et pas un centime de plus' }),
    ).toBeVisible();
  });
});
