import { test } from './fixtures';
import { driverPointPassengerSees } from './support/meeting-points';

test('le conducteur place le départ sur la carte avec une note ; le passager le lit après avoir payé', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  await driverPointPassengerSees(page, loggedInAs, 5);
});
