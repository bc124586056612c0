import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, sendScans } from './support.ts';

test('a placed parcel moves as its scans arrive: logistics tracking and the public page follow it', async ({ page, request }) => {
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybillNo = await placeOrder(page);
  await sendScans(request, waybillNo, [
    { scanCode: 200, minutes: 1, courier: 'C07 Farid' },
    { scanCode: 20, minutes: 2 },
  ]);

  await page.goto('/waybills/logisticsTracking');
  await page.getByLabel('Waybill numbers').fill(waybillNo);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  const card = page.getByTestId(`track-${waybillNo}`);
  await expect(card.getByTestId('track-status')).toHaveText('In transit');
  await expect(card.getByText('Departed')).toBeVisible();
  await expect(card.getByText('Courier: C07 Farid')).toBeVisible();

  // The rider delivers; the same search shows it signed, newest first.
  await sendScans(request, waybillNo, [
    { scanCode: 94, minutes: 3 },
    { scanCode: 100, minutes: 4, signerName: 'Nurul Aina' },
  ]);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(card.getByTestId('track-status')).toHaveText('Delivered');
  await expect(card.locator('.ant-timeline-item').first()).toContainText('Delivered and signed for');
  await expect(card.getByText('Receiver: Siti Nurhaliza binti Ahmad')).toBeVisible();
  await page.screenshot({ path: '.artifacts/tracking-list.png', fullPage: true });

  // Anyone with the number, logged out: status and timeline, no names.
  const visitor = await page.context().browser()!.newContext();
  const outside = await visitor.newPage();
  await outside.goto('/login');
  await outside.getByLabel('Track a parcel without logging in').fill(waybillNo);
  await outside.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(outside).toHaveURL(new RegExp(`/track/${waybillNo}$`));
  const publicCard = outside.getByTestId(`track-${waybillNo}`);
  await expect(publicCard.getByTestId('track-status')).toHaveText('Delivered');
  await expect(publicCard.getByText('Departed')).toBeVisible();
  await expect(outside.getByText('Nurul Aina')).toHaveCount(0);
  await expect(outside.getByText('Siti Nurhaliza')).toHaveCount(0);
  await expect(outside.getByText('C07 Farid')).toHaveCount(0);
  await outside.screenshot({ path: '.artifacts/tracking-public.png', fullPage: true });
  await visitor.close();
});

test("another customer's waybill is not found in logistics tracking", async ({ page, browser }) => {
  const acme = await browser.newPage();
  await answerNotices(acme);
  await logInForApi(acme, 'acme_ops');
  const theirs = await placeOrder(acme, { payMethod: 'PM' });
  await acme.close();
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/waybills/logisticsTracking' });
  await page.getByLabel('Waybill numbers').fill(theirs);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByTestId(`track-${theirs}`)).toContainText(`Waybill ${theirs} was not found`);
});
