import { expect, test } from './portal.ts';
import { answerNotices, declareGoods, logIn, seriousViolations } from './support.ts';

// The quick order (issue 5): a repeat shipper pastes a chat message and presses Enter.
const QUICK_ORDER = '/orders/quickOrders';

test('a pasted address and a weight are an order; the next one starts from the same product and goods', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: QUICK_ORDER });
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  await receiver.getByRole('button', { name: 'Paste an address' }).click();
  await receiver
    .getByLabel('Name, phone and address as you received them')
    .fill('Ali bin Abu 012-345 6789 No 12, Jalan Bukit Bintang, 55100 Kuala Lumpur');
  await receiver.getByRole('button', { name: 'Fill in' }).click();
  await expect(receiver.getByLabel('Name', { exact: true })).toHaveValue('Ali bin Abu');
  await expect(receiver.getByText('W.P. Kuala Lumpur / Kuala Lumpur / 55100')).toBeVisible();
  await page.getByLabel('Goods', { exact: true }).fill('Kuih raya');
  await declareGoods(page, page.locator('.order-card').filter({ hasText: 'Shipment' }), {
    type: 'Food (non-perishable)',
    brand: 'Dapur Mak',
    value: '60',
  });
  await page.getByLabel('Actual weight').fill('2');
  await expect(page.getByTestId('order-total')).toContainText('RM 8.00');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Actual weight').press('Enter');
  await expect(page.getByTestId('quick-waybill')).toHaveCount(1);
  await expect(receiver.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Goods', { exact: true })).toHaveValue('Kuih raya');

  // The next receiver, found by typing the phone the book remembers.
  await receiver.getByLabel('Name', { exact: true }).fill('Siti Aminah');
  await receiver.getByLabel('Phone').fill('019-222 3344');
  await receiver.getByLabel('Postcode').fill('47301');
  await expect(receiver.getByText('Selangor / Petaling Jaya / 47301')).toBeVisible();
  await receiver.getByLabel('Address').fill('No. 8, Jalan 14/22');
  await page.getByLabel('Actual weight').fill('1');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('quick-waybill')).toHaveCount(2);
});
