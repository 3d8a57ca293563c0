import { test } from './fixtures';
import { bookTheFreeLeg } from './support/seats-per-leg';

test('sur un téléphone : réserver Lyon → Marseille quand Paris → Lyon est complet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await bookTheFreeLeg(page, 57);
});
