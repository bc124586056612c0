import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, sendScans, seriousViolations } from './support.ts';

/** Today in Malaysia as a bill number's date: the browser runs in Asia/Kuala_Lumpur. */
const todayDigits = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

test('a cash shipment taken in today is on today’s cash bill, whose invoice PDF names the courier, its number and the total', async ({
  page,
  request,
}) => {
  await answerNotices(page);
  await logInForApi(page, 'demo');
  // Paid from the prepaid wallet shipment by shipment (PP_CASH), then handed in at the counter.
  const waybillNo = await placeOrder(page, { payMethod: 'PP_CASH' });
  await sendScans(request, waybillNo, [{ scanCode: 200, minutes: 0 }]);

  await page.goto('/finance/cashBill');
  await expect(page.getByRole('heading', { name: 'Cash bills', exact: true })).toBeVisible();
  const billNo = `CB-MY10001-${todayDigits()}`;
  const row = page.getByRole('row').filter({ hasText: billNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Open');
  const total = (await row.locator('td').filter({ hasText: /^RM / }).last().textContent())!.replace('RM ', '').trim();
  expect(await seriousViolations(page), 'cash bills page').toEqual([]);

  // The bill's shipments and receipts.
  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('cell', { name: waybillNo, exact: true })).toBeVisible();
  await expect(details.getByText(`RC${waybillNo}`)).toBeVisible();
  await expect(details.getByText('Prepaid wallet')).toBeVisible();
  await page.screenshot({ path: '.artifacts/cash-bill-details.png' });
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Invoice PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${billNo}.pdf`);
  const dir = mkdtempSync(join(tmpdir(), 'cash-bill-e2e-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Kurier Ekspres Malaysia Sdn Bhd');
    expect(text).toMatch(/Invoice no\.: INV\d{10}/);
    expect(text).toContain(waybillNo);
    expect(text).toMatch(new RegExp(`Total \\(RM\\)\\s+${total.replace('.', '\\.')}`));
    const invoiceNo = /INV\d{10}/.exec(text)![0];
    // The list now shows the bill's invoice.
    await expect(row).toContainText(invoiceNo);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await page.screenshot({ path: '.artifacts/cash-bills.png' });
});

test('a main account keeps its company’s e-invoice details, refused while malformed', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/personalSetting/personalInfo' });
  const card = page.locator('.ant-card').filter({ has: page.getByText('E-invoice details', { exact: true }) });
  await card.getByRole('button', { name: 'Edit e-invoice details' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-invoice details' });
  await dialog.getByLabel('Tax identification number (TIN)').fill('X12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A TIN is its type letters and 8 to 13 digits, e.g. C24567890120')).toBeVisible();
  await dialog.getByLabel('Tax identification number (TIN)').fill('c24567890120');
  await dialog.getByLabel('Business registration number (BRN)').fill('202101012345');
  await dialog.getByLabel('SST registration number').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Invoices issued from now on carry these details')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('C24567890120');
  await expect(card).toContainText('Not SST-registered');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '.artifacts/e-invoice-details.png' });
});
