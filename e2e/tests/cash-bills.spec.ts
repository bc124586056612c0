import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerNotices, logIn, placeOrder, sendScans, seriousViolations } from './support.ts';

/** Today in Malaysia as a bill number's date: the browser runs in Asia/Kuala_Lumpur. */
const todayDigits = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

test('a cash shipment taken in today is on today’s cash bill, whose invoice PDF names the courier, its number and the total', async ({
  page,
  request,
}) => {
  await answerNotices(page);
  await logIn(page, 'demo');
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
