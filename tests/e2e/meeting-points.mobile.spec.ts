import { test } from './fixtures';
import { driverPointPassengerSees } from './support/meeting-points';

test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone : le point de départ choisi sur la carte, sa note et son lien geo: pour le passager', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  await driverPointPassengerSees(page, loggedInAs, 7);
});
