import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

// The DO pages (issue 16) as a shipper's warehouse uses them: import a DO file made here, pack one
// DO into two boxes, print its DO sheet and read the barcode off the downloaded PDF.
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openPage(page: Page, name: string, heading: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  const item = menu.getByRole('menuitem', { name });
  if (!(await item.isVisible())) await menu.getByText('Delivery orders', { exact: true }).click();
  await item.click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('a DO imported from Excel, bound to two boxes and printed carries its number as a barcode', async ({ page }) => {
  const tag = Date.now().toString(36).toUpperCase();
  const doNo = `DO-${tag}`;
  const boxes = [`CTN-${tag}-1`, `CTN-${tag}-2`];
  await answerNotices(page);
  await logIn(page, 'demo');

  // The file, as a shipper's system exports it: two lines of one DO to a DC.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('DO');
  const receiver = ['Giant Hypermarket DC Shah Alam', '03-5123 4567', '40150', 'Lot 2, Jalan Utarid U5/14, Seksyen U5'];
  sheet.addRow([
    'DO number*',
    'Receiver*',
    'Receiver phone*',
    'Postcode*',
    'Delivery address*',
    'Item code',
    'Item description*',
    'Quantity*',
  ]);
  sheet.addRow([doNo, ...receiver, 'SKU-1001', 'Kettle 1.7L', 24]);
  sheet.addRow([doNo, ...receiver, 'SKU-1002', 'Rice cooker 1.8L', 12]);
  const file = test.info().outputPath('dos.xlsx');
  await workbook.xlsx.writeFile(file);

  await openPage(page, 'DO import', 'DO import');
  await page.locator('.do-page input[type=file]').setInputFiles(file);
  await expect(page.getByText('dos.xlsx')).toBeVisible();
  await page.getByRole('button', { name: /^(upload )?Import$/ }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('You imported 2 in total, of which 0 do not match the template')).toBeVisible();
  await shoot(page, 'do-import');

  await openPage(page, 'One DO, many boxes', 'One DO, many boxes');
  await page.getByLabel('DO number').fill(doNo);
  await page.getByLabel('Packing numbers').fill(boxes.join('\n'));
  await page.getByRole('button', { name: 'Check' }).click();
  const pairs = page.getByRole('table', { name: 'Bindings' });
  await expect(pairs.getByRole('row').filter({ hasText: 'New' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Save binding' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 2 new bindings' })).toBeVisible();
  await shoot(page, 'do-one-do-more-box');
  // Judged at rest: the pointer still over the clicked button shows its lighter hover red.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  expect(await seriousViolations(page, { include: '.do-page' })).toEqual([]);

  await openPage(page, 'DO printing', 'DO printing');
  const row = page.getByRole('row').filter({ hasText: doNo });
  await expect(row).toContainText(boxes.join(', '));
  await row.getByRole('checkbox').check();
  await shoot(page, 'do-print');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print DO sheets' }).click();
  const pdfPath = await (await downloading).path();
  const pdf = readFileSync(pdfPath!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const dir = test.info().outputPath('pdf');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'do.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', join(dir, 'do.pdf'), join(dir, 'page')]);
  const read = execFileSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Scode128.enable', join(dir, 'page-1.png')], { encoding: 'utf8' });
  expect(read.trim()).toBe(doNo);
  execFileSync('cp', [join(dir, 'page-1.png'), `${SHOTS}/do-sheet.png`]);

  // Printed now: the management list says so.
  await openPage(page, 'DO management', 'DO management');
  await page.getByRole('searchbox', { name: 'DO, receiver or packing number' }).fill(boxes[1]!);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: doNo })).toContainText('Printed');
  await shoot(page, 'do-manager');
});
