import { mkdirSync } from 'node:fs';
import { expect, test } from './portal.ts';
import { answerNotices, declareGoods, logIn, seriousViolations } from './support.ts';

// An international order (issue 5) as the demo main account: Singapore, two customs lines.
const INTER_ORDER = '/orders/international';
const SHOTS = '/tmp/shots';

test('an international order with two customs lines: country limits, declared value, waybill number', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: INTER_ORDER });
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  const shipment = page.locator('.order-card').filter({ hasText: 'Shipment' });
  const customs = page.locator('.order-card').filter({ hasText: 'Customs declaration' });

  // By keyboard: type to find the country, Enter to take it; the destination's first hub likewise.
  await receiver.getByLabel('Country').fill('Singap');
  await receiver.getByLabel('Country').press('Enter');
  await receiver.getByLabel('Destination').click();
  await receiver.getByLabel('Destination').press('Enter');
  await expect(receiver.locator('.ant-select').filter({ hasText: 'Singapore' })).toHaveCount(2);
  await receiver.getByLabel('Name').fill('Lim Wei Jie');
  await receiver.getByLabel('Phone').fill('+65 9123 4567');
  await receiver.getByLabel('Postcode').fill('238859');
  await receiver.getByLabel('Address').fill('10 Orchard Road, #05-01');

  await shipment.getByLabel('Goods', { exact: true }).fill('Batik shirts');
  await declareGoods(page, shipment, { brand: 'Batik Boutique', items: false, value: false });
  await shipment.getByLabel('Actual weight').fill('31');
  await shipment.getByLabel('Length').fill('30');
  await shipment.getByLabel('Width').fill('20');
  await shipment.getByLabel('Height').fill('10');
  // Singapore takes at most 30 kg from this customer.
  await expect(shipment.getByText('Over the limit for SGP: 30 KG')).toBeVisible();
  await shipment.getByLabel('Actual weight').fill('1.2');
  await expect(shipment.getByText('Over the limit for SGP: 30 KG')).toBeHidden();

  const first = customs.getByRole('group', { name: 'Item 1' });
  await first.getByLabel('Description (English)').fill('Cotton batik shirt');
  await first.getByLabel('HS code').fill('6205.20');
  await first.getByLabel('Unit price').fill('45');
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel('Unit weight').fill('0.3');
  await customs.getByRole('button', { name: 'Add an item' }).click();
  const second = customs.getByRole('group', { name: 'Item 2' });
  await second.getByLabel('Description (English)').fill('Silk scarf');
  await second.getByLabel('HS code').fill('6214.10');
  await second.getByLabel('Unit price').fill('80');
  await second.getByLabel('Quantity').fill('1');
  await second.getByLabel('Unit weight').fill('0.1');
  await expect(page.getByTestId('customs-total')).toContainText('RM 170.00');
  // Singapore is zone INT1: first 500 g RM 18.00, each further 500 g RM 6.00.
  await expect(page.getByTestId('order-total')).toContainText('RM 30.00');

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/inter-order-filled.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('placed-waybill')).toHaveText(/^\d{12}/);
});
