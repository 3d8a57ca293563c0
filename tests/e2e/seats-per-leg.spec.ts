import { test } from './fixtures';
import { bookTheFreeLeg } from './support/seats-per-leg';

test('sur un ordinateur : réserver Lyon → Marseille quand Paris → Lyon est complet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await bookTheFreeLeg(page, 53);
});
