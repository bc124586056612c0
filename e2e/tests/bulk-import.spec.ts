import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './portal.ts';
import { logIn, seriousViolations } from './support.ts';

// Excel bulk import (issue 16) as the demo main account uses it: template, 20 rows with 3 bad ones,
// one cell fixed on the page, 18 orders in order management.
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('20 rows with 3 bad ones: 17 placed, one fixed on the page, 18 orders listed', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `BI${Date.now().toString(36).toUpperCase()}`;
  await page.addLocatorHandler(page.getByRole('button', { name: 'I agree' }), (button) => button.click());
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/orders/bulkImport' });
  await expect(page.getByRole('heading', { name: 'Bulk import', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the standard template' }).click();
  const templatePath = test.info().outputPath('template.xlsx');
  await (await downloading).saveAs(templatePath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  expect(headers.slice(0, 3)).toEqual(['Receiver name*', 'Receiver phone*', 'Receiver postcode*']);
  const col = (header: string) => headers.indexOf(header) + 1;

  // The example rows go; 20 orders from row 2, rows 5, 9 and 14 wrong.
  for (const r of [2, 3]) sheet.getRow(r).values = [];
  for (let i = 0; i < 20; i++) {
    const row = sheet.getRow(i + 2);
    const set = (header: string, value: string | number) => {
      row.getCell(col(header)).value = value;
    };
    set('Receiver name*', `${tag} Receiver ${i + 1}`);
    set('Receiver phone*', `013-${5_000_000 + i}`);
    set('Receiver postcode*', '55100');
    set('Receiver address*', `${i + 1}, Jalan Bukit Bintang`);
    set('Goods name*', 'Kuih raya');
    set('Items*', 1);
    set('Goods value (RM)*', 60);
    set('Goods type', 'FOOD');
    set('Brand', 'Dapur Mak');
    set('Weight (KG)*', 1.5);
    set('Order code', tag);
    set('Product', 'EZ');
    set('Service type', 'DROP OFF');
    set('Payment method', 'PP_PM');
    set('Sender name', 'Demo Trading Sdn Bhd');
    set('Sender phone', '03-5632 1188');
    set('Sender postcode', '47500');
    set('Sender address', 'No. 12, Jalan SS 15/4');
  }
  sheet.getRow(5).getCell(col('Receiver phone*')).value = '12345';
  sheet.getRow(9).getCell(col('Weight (KG)*')).value = 'heavy';
  sheet.getRow(14).getCell(col('Receiver postcode*')).value = '99999';
  const filled = test.info().outputPath('orders.xlsx');
  await workbook.xlsx.writeFile(filled);

  await page.locator('.bulk-import input[type=file]').setInputFiles(filled);
  await expect(page.getByText('orders.xlsx')).toBeVisible();
  await page.getByRole('button', { name: /^(upload )?Import$/ }).click();

  const result = page.getByTestId('import-result');
  await expect(result.getByText('You imported 20 in total, of which 3 do not match the template')).toBeVisible({ timeout: 60_000 });
  await expect(result.locator('.ant-statistic').filter({ hasText: 'Orders placed' })).toContainText('17');
  await shoot(page, 'bulk-import-result');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'result screen').toEqual([]);

  // The bad phone corrected in place, submitted again.
  await result.getByLabel('Row 5 Receiver phone').fill('013-2221111');
  await result.getByRole('button', { name: /Submit corrected rows/ }).click();
  await expect(result.getByText('You imported 20 in total, of which 2 do not match the template')).toBeVisible({ timeout: 60_000 });
  await expect(result.locator('.ant-statistic').filter({ hasText: 'Orders placed' })).toContainText('18');
  await shoot(page, 'bulk-import-fixed');

  await page.goto(`/orders/orderManage?orderCode=${tag}`);
  await expect(page.locator('.list-summary__totals')).toContainText('Orders: 18');
});

test('a customer template saved on its page is offered at upload, and the import settings keep the defaults', async ({ page }) => {
  const name = `Shop ${Date.now().toString(36)}`;
  await page.addLocatorHandler(page.getByRole('button', { name: 'I agree' }), (button) => button.click());
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/personalSetting/importTemplateConfig' });
  await expect(page.getByRole('heading', { name: 'Import templates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByLabel('Receiver name*').fill('Buyer');
  await dialog.getByLabel('Receiver phone*').fill('Phone No');
  await dialog.getByLabel('Receiver address*').fill('Shipping Address');
  await dialog.getByLabel('Goods name*').fill('Product');
  await dialog.getByLabel('Items*').fill('Qty');
  await dialog.getByLabel('Goods value (RM)*').fill('Item price');
  await dialog.getByLabel('Weight (KG)*').fill('Weight');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await shoot(page, 'import-templates');

  await page.goto('/import/home');
  await expect(page.getByRole('heading', { name: 'Import settings', level: 1 })).toBeVisible();
  // A page of the Ordering group like bulk import: in the breadcrumb and with a tab of its own.
  await expect(page.locator('.portal-breadcrumb')).toContainText('Ordering');
  await expect(page.locator('.portal-breadcrumb')).toContainText('Import settings');
  await expect(page.locator('.portal-tabs__scroll')).toContainText('Import settings');
  await page.getByLabel('Default template').click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
  // Nothing saved yet: the sender is the address book's default one, which a row without a sender ships from.
  await expect(page.getByLabel('Sender name')).toHaveValue('Demo Trading Sdn Bhd');
  await expect(page.getByLabel('Postcode')).toHaveValue('47500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await shoot(page, 'import-settings');

  await page.goto('/orders/bulkImport');
  await expect(page.getByRole('combobox', { name: 'Template' })).toBeVisible();
  await expect(page.locator('.bulk-import__form')).toContainText(name);

  // Back to the standard template, for the other tests of the demo account.
  await page.goto('/import/home');
  await page.getByLabel('Default template').click();
  await page.locator('.ant-select-item-option', { hasText: 'Standard template' }).click();
  await expect(page.getByLabel('Sender name')).toHaveValue('Demo Trading Sdn Bhd');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
});
