import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './portal.ts';
import { logIn, seriousViolations } from './support.ts';

// Address import (issue 4) as the demo main account uses it: template, a filled file, the result.
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function download(page: Page, click: () => Promise<void>, name: string): Promise<ExcelJS.Workbook> {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  const path = test.info().outputPath(name);
  await file.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

const PLACES = [
  ['Selangor', 'Petaling Jaya', '47301'],
  ['Kedah', 'Alor Setar', '05000'],
  ['Perak', 'Ipoh', '30000'],
  ['W.P. Kuala Lumpur', 'Kuala Lumpur', '50000'],
];

test('a file of 50 rows with 3 wrong ones imports 47, lists the 3 and gives them back in an error file', async ({ page }) => {
  const tag = `Imp${Date.now().toString(36)}`;
  await page.addLocatorHandler(page.getByRole('button', { name: 'I agree' }), (button) => button.click());
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo');
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByText('Addresses', { exact: true }).click();
  await menu.getByRole('menuitem', { name: 'Address import' }).click();
  await expect(page).toHaveURL(/\/addressManagement\/addressImport$/);
  await expect(page.getByRole('heading', { name: 'Address import', level: 1 })).toBeVisible();
  await shoot(page, 'import-page');

  // The template, filled in as a person would: 50 rows from row 2, three of them wrong.
  const workbook = await download(page, () => page.getByRole('button', { name: 'Download the template' }).click(), 'template.xlsx');
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Name*', 'Phone*', 'Postcode*', 'State*', 'City*', 'Detail address*']);
  for (let i = 0; i < 50; i++) {
    const [state, city, postcode] = PLACES[i % PLACES.length]!;
    sheet.getRow(i + 2).values = [`${tag} Receiver ${i + 1}`, `013-${5_000_000 + i}`, postcode, state, city, `${i + 1}, Jalan ${tag}`];
  }
  sheet.getCell('B6').value = '013-5OO0004'; // letters O for zeros
  sheet.getCell('D21').value = 'Selangor'; // row 21 is in Kuala Lumpur, 50000
  sheet.getCell('C38').value = '99999'; // no such postcode
  const filled = test.info().outputPath('receivers.xlsx');
  await workbook.xlsx.writeFile(filled);

  // Button-style radios: the label is what is clicked.
  await page.locator('label').filter({ hasText: 'Receiver addresses' }).click();
  await expect(page.getByRole('radio', { name: 'Receiver addresses' })).toBeChecked();
  await page.locator('.address-import input[type=file]').setInputFiles(filled);
  await expect(page.getByText('receivers.xlsx')).toBeVisible();
  await page.getByRole('radio', { name: /Import the valid rows/ }).check();
  await page.getByRole('button', { name: /^(upload )?Import$/ }).click();

  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('You imported 50 in total, of which 3 do not match the template')).toBeVisible();
  await expect(result.locator('.ant-statistic').filter({ hasText: 'Added' })).toContainText('47');
  const errors = result.getByRole('table');
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row', { name: /^6 Phone/ })).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /^21 State \/ City \/ Postcode The postcode 50000 does not belong to Kuala Lumpur, Selangor/ }),
  ).toBeVisible();
  await expect(errors.getByRole('row', { name: /^38 Postcode/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, { include: '.address-import' })).toEqual([]);
  await shoot(page, 'import-result');

  const errorFile = await download(page, () => result.getByRole('button', { name: 'Download the error file' }).click(), 'errors.xlsx');
  const rows: unknown[][] = [];
  errorFile.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  expect(rows[0]).toEqual(['Row', 'Problem', 'Name*', 'Phone*', 'Postcode*', 'State*', 'City*', 'Detail address*']);
  expect(rows.slice(1).map((r) => r[0])).toEqual([6, 21, 38]);
  expect(rows[1]![1]).toContain('Phone: ');
  expect(rows[1]![3]).toBe('013-5OO0004');
  expect(rows[3]![1]).toContain('Postcode: ');

  // Only if every row is valid: the same file now adds nothing, and says so.
  await page.getByRole('radio', { name: /Import only if every row is valid/ }).check();
  await page.getByRole('button', { name: /^(upload )?Import$/ }).click();
  await expect(result.getByText('Some rows do not match the template, so nothing was imported')).toBeVisible();
  await expect(result.locator('.ant-statistic').filter({ hasText: 'Added' })).toContainText('0');
  await expect(result.getByRole('table').getByRole('row')).toHaveCount(4);
  await shoot(page, 'import-refused');

  // The 47 are in the receiver book, the last row of the file the newest entry.
  await page.goto('/addressManagement/receiverAddress');
  await expect(page.getByRole('table', { name: 'Receiver addresses' }).getByText(`${tag} Receiver 50`, { exact: true })).toBeVisible();
});
