import { test, expect } from './fixtures';
import {
  bookThenCancel,
  driverTripsInOrder,
  makeHubData,
  menuLeadsToMoney,
} from './support/booking-hub';

test.use({ viewport: { width: 1366, height: 900 } });

test('on a desktop: the price line by line, the booking hub, cancelling with the exact refund', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  await bookThenCancel(page, loggedInAs, 7);
});

test('on a desktop: the seat buttons of the trip page stand apart', async ({
  page,
  loggedInAs,
}) => {
  const { trip, passenger } = await makeHubData(8);
  await loggedInAs(passenger);
  await page.goto(`/covoiturage/${trip.id}`);
  const boxes = [];
  for (const seats of ['1 place', '2 places', '3 places']) {
    const button = page.getByRole('button', { name: new RegExp(`^Réserver ${seats}`) });
    await expect(button).toBeVisible();
    boxes.push((await button.boundingBox())!);
  }
  for (let i = 1; i < boxes.length; i += 1)
    expect(boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height)).toBeGreaterThanOrEqual(6);
});

test('on a desktop: « Mes trajets » upcoming first, past ones greyed after', async ({
  page,
  loggedInAs,
}) => {
  await driverTripsInOrder(page, loggedInAs);
});

test('on a desktop: the member’s menu leads to Mes paiements and Notifications', async ({
  page,
  loggedInAs,
  member,
}) => {
  await loggedInAs(member);
  await menuLeadsToMoney(page, async () => {
    await page.getByRole('button', { name: /^Margot/ }).click();
    return page.getByRole('navigation', { name: 'Navigation principale' });
  });
});
