import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './portal.ts';
import { answerNotices, logIn } from './support.ts';

// Marketplace orders (issue 16) as the demo main account: a Shopee seller-centre export read through
// the saved (built-in) Shopee mapping, two of its orders shipped, both found in order management.
const SHOTS = '/tmp/shots';
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The columns of Shopee's "Export" of orders to ship (English seller centre), in its order. */
const SHOPEE_HEADERS = [
  'Order ID',
  'Order Status',
  'Tracking Number*',
  'Shipping Option',
  'Order Creation Date',
  'Product Name',
  'Variation Name',
  'Quantity',
  'Grand Total',
  'Username (Buyer)',
  'Receiver Name',
  'Phone Number',
  'Delivery Address',
  'Town',
  'District',
  'State',
  'Country',
  'Zip Code',
  'Remark from buyer',
];

async function shopeeExport(path: string, orderIds: string[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('orders');
  sheet.addRow(SHOPEE_HEADERS);
  for (const [i, id] of orderIds.entries())
    sheet.addRow([
      id,
      'To ship',
      '',
      'Standard Delivery',
      '2026-11-25 21:04',
      'Tudung bawal satin',
      'Dusty pink',
      1 + i,
      'RM 25.90',
      `aisyah.shop${i}`,
      `Nur Aisyah ${id}`,
      '60123456789',
      `No. ${i + 8}, Jalan Bukit Bintang, 55100 Kuala Lumpur`,
      'Bukit Bintang',
      'Kuala Lumpur',
      'Kuala Lumpur',
      'Malaysia',
      '55100',
      '',
    ]);
  await workbook.xlsx.writeFile(path);
}

test('a Shopee export imported through the saved mapping, two orders shipped and found in order management', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const orderIds = ['A', 'B', 'C'].map((n) => `2511${run}${n}`);
  await answerNotices(page);
  // settingHome: the sender and payment every shipment falls back on.
  await logIn(page, 'demo', { at: '/setting/home' });
  await expect(page.getByRole('heading', { name: 'Import settings', level: 1 })).toBeVisible();
  await page.getByLabel('Sender name').fill('Demo Trading Sdn Bhd');
  await page.getByLabel('Sender phone').fill('03-5632 1188');
  await page.getByLabel('Postcode').fill('47500');
  await page.getByLabel('State').fill('Selangor');
  await page.getByLabel('City').fill('Subang Jaya');
  await page.getByLabel('Address').fill('No. 12, Jalan SS 15/4');
  await page.getByLabel('Payment method').click();
  await page.locator('.ant-select-item-option', { hasText: 'PP_PM' }).click();
  // Shop exports name no goods type or brand, which every order needs (spec 5): the settings give them.
  await page.getByLabel('Goods type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'APPAREL' }).click();
  await page.getByLabel('Brand').fill('Demo Trading');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  await page.goto('/orders/commerceOrders');
  await expect(page.getByRole('heading', { name: 'Marketplace orders' })).toBeVisible();
  const file = test.info().outputPath('Order.toship.xlsx');
  await shopeeExport(file, orderIds);
  await page.locator('input[type=file]').setInputFiles(file);
  const imported = page.getByRole('dialog').filter({ hasText: 'New orders: 3, already here: 0, rows with errors: 0' });
  await expect(imported).toBeVisible();
  await imported.getByRole('button', { name: 'OK' }).click();

  const rowOf = (id: string) => page.getByRole('row').filter({ hasText: id });
  for (const id of orderIds) await expect(rowOf(id)).toContainText('Not shipped');
  await shoot(page, 'marketplace-imported');

  for (const id of orderIds.slice(0, 2)) await rowOf(id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ship selected (2)' }).click();
  const ship = page.getByRole('dialog', { name: 'Ship 2 orders' });
  await ship.getByLabel('Weight for the 2 orders whose export gave none (KG)').fill('1.5');
  await ship.getByRole('button', { name: 'Ship' }).click();
  const results = page.getByRole('dialog').filter({ hasText: '2 shipped, 0 not shipped' });
  await expect(results).toBeVisible();
  const waybills = (await results.getByText(/Waybill \d+/).allTextContents()).map((t) => t.replace(/\D/g, ''));
  expect(waybills).toHaveLength(2);
  await shoot(page, 'marketplace-shipped');
  await results.getByRole('button', { name: 'OK' }).click();
  for (const id of orderIds.slice(0, 2)) await expect(rowOf(id)).toContainText('Shipped');
  await expect(rowOf(orderIds[2]!)).toContainText('Not shipped');

  // Both are orders now, their Shopee order id as the customer order number.
  await page.goto('/orders/orderManage');
  await page.getByLabel('Waybill numbers').fill(waybills.join('\n'));
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Order management' });
  for (const w of waybills) await expect(table.getByRole('row', { name: new RegExp(w) })).toContainText('Pending');
  await shoot(page, 'marketplace-in-order-management');
});
