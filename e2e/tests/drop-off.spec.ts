import { expect, test } from './portal.ts';
import { answerNotices, declareGoods, logIn } from './support.ts';

// A DROP OFF order names the branch it will be handed in at: the nearest to the sender's postcode come first.
test('a drop-off order offers the branches nearest the sender first and keeps the one chosen', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/orders/normalOrder' });
  const sender = page.locator('.order-card').filter({ hasText: 'Sender' }).first();
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  const shipment = page.locator('.order-card').filter({ hasText: 'Shipment' });

  // The default sender is in Subang Jaya (47500).
  await expect(sender.getByLabel('Postcode')).toHaveValue('47500');
  await receiver.getByLabel('Name', { exact: true }).fill('Lee Chong Wei');
  await receiver.getByLabel('Phone').fill('012-777 8899');
  await receiver.getByLabel('Postcode').fill('55100');
  await expect(receiver.getByText('W.P. Kuala Lumpur / Kuala Lumpur / 55100')).toBeVisible();
  await receiver.getByLabel('Address').fill('No. 8, Jalan Bukit Bintang');
  await shipment.getByLabel('Goods', { exact: true }).fill('Badminton racquets');
  await declareGoods(page, shipment, { type: 'Other goods', brand: 'Yonex' });
  await shipment.getByLabel('Actual weight').fill('1.5');

  // Drop-off is the default hand-over: the branch picker lists the sender's own postcode, then its town.
  await shipment.getByLabel('Drop-off point').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.nth(0)).toContainText('Subang Jaya Hub');
  await expect(options.nth(0)).toContainText('No. 2, Jalan SS 15/8, 47500 Subang Jaya');
  await expect(options.nth(1)).toContainText('USJ Branch');
  // Chosen with Enter (the first option is the active one): a pointer click could miss while the form below settles.
  await page.keyboard.press('Enter');
  await expect(shipment.getByText('No. 2, Jalan SS 15/8, 47500 Subang Jaya · Mon–Sat 08:30–20:00')).toBeVisible();
  await expect(page.getByTestId('order-total')).toContainText('RM 8.00');

  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/insertOrder.do')),
    page.getByRole('button', { name: 'Place order' }).click(),
  ]);
  expect((request.postDataJSON() as { parameter: { dropPointCode: string } }).parameter.dropPointCode).toBe('SBJ01');
  await expect(page.getByTestId('placed-waybill')).toHaveText(/^\d{12}/);
});
