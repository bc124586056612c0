import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, placeOrder, sendScans, seriousViolations } from './support.ts';

// Monthly statements (issue 17) as a monthly-account shipper meets them: two of its parcels billed on
// account are delivered and returned, the month-end run (the administrator's by-hand run of the job's
// own code) puts them on a statement, and the shipper finds it, opens its details and exports its lines,
// then has the statement invoiced and reads the invoice PDF (pdftotext).
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** This month in Malaysia, YYYY-MM: the run below closes it early, as the administrator may. */
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

test('a monthly-account shipper finds its statement, opens its details and exports its lines', async ({ page, request }) => {
  await answerNotices(page);
  // Acme's clerk: the main account's password and lock are changed by the login tests that run earlier.
  await logIn(page, 'acme_ops');
  const delivered = await placeOrder(page, { payMethod: 'PM', senderName: 'Acme Electronics (M) Sdn Bhd' });
  const returned = await placeOrder(page, { payMethod: 'PM', senderName: 'Acme Electronics (M) Sdn Bhd', weightG: 3200 });
  await sendScans(request, delivered, [
    { scanCode: 10, minutes: -40 },
    { scanCode: 100, minutes: -2, signerName: 'Aminah' },
  ]);
  await sendScans(request, returned, [
    { scanCode: 10, minutes: -40 },
    { scanCode: 173, minutes: -1, signerName: 'Lim Chee Keong' },
  ]);

  const login = await request.post('/api/login.do', { data: { parameter: { loginCode: 'admin', loginPassword: 'Admin1234' } } });
  const adminToken = ((await login.json()) as { data: { token: string } }).data.token;
  const run = await request.post('/api/statements/runBilling.do', {
    headers: { authToken: adminToken, lang: 'en' },
    data: { parameter: { month: thisMonth() } },
  });
  expect(await run.json()).toMatchObject({ success: true });

  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  const item = menu.getByRole('menuitem', { name: 'Monthly statements', exact: true });
  if (!(await item.isVisible())) await menu.getByText('Finance', { exact: true }).click();
  await item.click();
  await expect(page.getByRole('heading', { name: 'Monthly statements', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: thisMonth() });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unpaid');
  const billNo = (await row.innerText()).match(/MS\d{10}/)?.[0] ?? '';
  expect(billNo).not.toBe('');
  await shoot(page, 'statements-list');

  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: `Statement ${billNo}` });
  await expect(drawer).toBeVisible();
  const lines = drawer.getByRole('table', { name: 'Shipments' });
  await expect(lines.getByRole('row').filter({ hasText: delivered })).toContainText('Delivered');
  await expect(lines.getByRole('row').filter({ hasText: returned })).toContainText('Returned');
  await expect(drawer.getByText('No adjustments this month')).toBeVisible();
  await expect(drawer.getByText('SST included (6%)')).toBeVisible();
  await shoot(page, 'statements-details');
  expect(await seriousViolations(page)).toEqual([]);

  await drawer.getByRole('button', { name: /^(download )?Export$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  const path = test.info().outputPath('statement.xlsx');
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  const header = rows[0] as string[];
  expect(header).toContain('Waybill');
  expect(header).toContain('Amount');
  const waybillAt = header.indexOf('Waybill');
  const amountAt = header.indexOf('Amount');
  const exported = new Map(rows.slice(1).map((r) => [r[waybillAt], r[amountAt]]));
  expect(exported.has(delivered)).toBe(true);
  expect(exported.has(returned)).toBe(true);
  // Money in ringgit, as the line shows it.
  const shown = await lines.getByRole('row').filter({ hasText: delivered }).innerText();
  expect(shown).toContain(`RM ${(exported.get(delivered) as number).toFixed(2)}`);

  // The statement's invoice: issued on the first print (into the download centre), then a PDF at once.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const totalShown = /RM [\d,]+\.\d{2}/g;
  await row.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText('The invoice is being drawn: find the PDF in the download centre')).toBeVisible();
  await expect(row).toContainText(/INV\d{10}/);
  const invoiceNo = /INV\d{10}/.exec(await row.innerText())![0];
  const downloading2 = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Invoice PDF' }).click();
  const invoicePdf = await downloading2;
  expect(invoicePdf.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const pdfPath = test.info().outputPath('invoice.pdf');
  await invoicePdf.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(invoiceNo);
  expect(text).toContain(billNo);
  expect(text).toContain('Billed on account');
  // The invoice's total is the statement's total due, as the list shows it.
  const rowMoney = (await row.innerText()).match(totalShown) ?? [];
  const invoiceTotal = /Total \(RM\)\s+([\d,]+\.\d{2})/.exec(text)?.[1];
  expect(rowMoney).toContain(`RM ${invoiceTotal}`);
  await shoot(page, 'statements-invoiced');
});
