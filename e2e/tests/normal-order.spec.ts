import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, declareGoods, logIn, seriousViolations } from './support.ts';

// Placing a domestic order (issue 5) as the demo main account: default sender, receiver by postcode.
const NORMAL_ORDER = '/orders/normalOrder';
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function balance(page: Page): Promise<number> {
  const reply = await page.request.post('/api/prepay/selectAccount.do', {
    headers: { authToken: await page.evaluate(() => localStorage.getItem('portal.token') ?? '') },
    data: { parameter: {} },
  });
  return ((await reply.json()) as { data: { accountAmount: number } }).data.accountAmount;
}

test('a domestic order: postcode fills the town, the price follows the weight, submit gives a waybill number, found and printed in order management', async ({
  page,
}) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: NORMAL_ORDER });
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  const shipment = page.locator('.order-card').filter({ hasText: 'Shipment' });
  const total = page.getByTestId('order-total');

  // The default sender is there already; the receiver is typed.
  const sender = page.locator('.order-card').filter({ hasText: 'Sender' }).first();
  await expect(sender.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await receiver.getByLabel('Name', { exact: true }).fill('Tan Mei Ling');
  await receiver.getByLabel('Phone').fill('012-888 7766');
  await receiver.getByLabel('Postcode').fill('88000');
  await expect(receiver.getByText('Sabah / Kota Kinabalu / 88000')).toBeVisible();
  await receiver.getByLabel('Address').fill('Lot 5, Kompleks Asia City');
  await shipment.getByLabel('Goods', { exact: true }).fill('Batik shirts');
  await declareGoods(page, shipment);

  // 1.5 kg Standard from Selangor to Sabah: RM 12.00 + RM 7.00; 3.2 kg: RM 12.00 + 3 x RM 7.00. The demo's
  // promotion (the dashboard banner's: Standard to East Malaysia 15% off) is a line of its own: RM 16.15, RM 28.05.
  await shipment.getByLabel('Actual weight').fill('1.5');
  await expect(total).toContainText('RM 16.15');
  await shipment.getByLabel('Actual weight').fill('3.2');
  await expect(total).toContainText('RM 28.05');
  const price = page.locator('.order-price');
  await expect(price.getByText('Promotion: East Malaysia Standard 15% off (15% off freight)')).toBeVisible();
  await expect(price.getByText('−RM 4.95')).toBeVisible();
  await expect(price.getByText('RM 33.00')).toBeVisible();
  await expect(page.getByText('Between the Peninsula and East Malaysia')).toBeVisible();

  // A weight over the product's limit is refused on the spot, in words.
  await shipment.getByLabel('Actual weight').fill('31');
  await expect(shipment.getByText('The actual weight must be between 0.01 KG and 30 KG')).toBeVisible();
  await shipment.getByLabel('Actual weight').fill('3.2');
  await expect(total).toContainText('RM 28.05');
  await shoot(page, 'normal-order-filled');

  expect(await seriousViolations(page)).toEqual([]);

  const before = await balance(page);
  // A double click still places one order.
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  const waybill = page.getByTestId('placed-waybill');
  await expect(waybill).toHaveText(/^\d{12}/);
  await shoot(page, 'normal-order-placed');
  expect(await balance(page)).toBe(before - 2805);

  // The label: one PDF page whose Code128 and QR both read the waybill number.
  const waybillNo = (await waybill.textContent())?.trim() ?? '';
  expect(await printedBarcodes(page)).toEqual([waybillNo, waybillNo]);
  await page.getByRole('button', { name: 'Place another order' }).click();
  await expect(receiver.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(sender.getByLabel('Name', { exact: true })).not.toHaveValue('');

  // Found again in order management by its waybill number, and its label printed from there.
  await page.goto('/orders/orderManage');
  await page.getByLabel('Waybill numbers').fill(`${waybillNo}\n`);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Order management' }).getByRole('row', { name: new RegExp(waybillNo) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('RM 28.05');
  await row.getByRole('checkbox').check();
  expect(await printedBarcodes(page)).toEqual([waybillNo, waybillNo]);
});

test('a receiver phone typed as people write it (+60 12-345 6789) is kept whole, accepted and stored domestic', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: NORMAL_ORDER });
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  const shipment = page.locator('.order-card').filter({ hasText: 'Shipment' });
  await receiver.getByLabel('Name', { exact: true }).fill('Tan Mei Ling');
  // Typed key by key: a 12-character limit used to stop it at '+60 12-345 6' and the phone rule then refused it.
  await receiver.getByLabel('Phone').pressSequentially('+60 12-345 6789');
  await expect(receiver.getByLabel('Phone')).toHaveValue('+60 12-345 6789');
  await receiver.getByLabel('Postcode').fill('88000');
  await expect(receiver.getByText('Sabah / Kota Kinabalu / 88000')).toBeVisible();
  await receiver.getByLabel('Address').fill('Lot 5, Kompleks Asia City');
  await shipment.getByLabel('Goods', { exact: true }).fill('Batik shirts');
  await declareGoods(page, shipment);
  await shipment.getByLabel('Actual weight').fill('1.5');
  await expect(page.getByTestId('order-total')).toContainText('RM 16.15');
  await expect(receiver.getByText('The phone number must start with 0 or +60', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  const waybill = page.getByTestId('placed-waybill');
  await expect(waybill).toHaveText(/^\d{12}/);
  const reply = await page.request.post('/api/getOrderPlainText.do', {
    headers: { authToken: await page.evaluate(() => localStorage.getItem('portal.token') ?? '') },
    data: { parameter: { billCode: (await waybill.textContent())?.trim(), queryType: 'tel' } },
  });
  expect(((await reply.json()) as { data: { text: string } }).data.text).toBe('0123456789');
});

/** Prints with the thermal label button and reads the first page's barcodes (Code128, QR) from the PDF. */
async function printedBarcodes(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print labels (100 x 150)' }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'label-'));
  const pdf = join(dir, 'label.pdf');
  await download.saveAs(pdf);
  execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', '-png', pdf, join(dir, 'page')]);
  const image = readdirSync(dir).find((f) => f.endsWith('.png'))!;
  return execFileSync('zbarimg', ['--raw', '-q', join(dir, image)])
    .toString()
    .trim()
    .split('\n');
}

test('a 3-parcel shipment goes under one waybill with the multi-parcel product', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: NORMAL_ORDER });
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  const shipment = page.locator('.order-card').filter({ hasText: 'Shipment' });
  await receiver.getByLabel('Name', { exact: true }).fill('Kedai Runcit Ah Kow');
  await receiver.getByLabel('Phone').fill('05-254 1234');
  await receiver.getByLabel('Postcode').fill('30000');
  await expect(receiver.getByText('Perak / Ipoh / 30000')).toBeVisible();
  await receiver.getByLabel('Address').fill('No. 3, Jalan Sultan Idris Shah');
  await shipment.getByLabel('Goods', { exact: true }).fill('Canned drinks');
  await declareGoods(page, shipment, { type: 'Food (non-perishable)', brand: 'F&N', items: 24, value: '72' });
  await shipment.getByLabel('Product').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Multi-parcel (JS)', { exact: false }).click();
  await shipment.getByLabel('Parcels').fill('3');
  await shipment.getByLabel('Actual weight').fill('24');
  // Multi-parcel within the peninsula: first kg RM 7.00, 23 further kg at RM 2.20.
  await expect(page.getByTestId('order-total')).toContainText('RM 57.60');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('placed-waybill')).toHaveText(/^\d{12}/);
});
