// COD remittance (issue 17 "COD"): demo's COD parcels are signed for through the operations API, the
// courier's finance desk runs the remittance, and the shipper sees the cash move on COD management,
// finds the COD bill with its parcels, and reads the bill's PDF from the download centre (pdftotext).
import { execFileSync } from 'node:child_process';
import { expect, test } from './portal.ts';
import { answerNotices, logInForApi, OPS_KEY, placeOrder, sendScans } from './support.ts';

const ops = { authorization: `Bearer ${OPS_KEY}` };

test('signed COD parcels are remitted in a COD bill, listed with their parcels and printed as a PDF', async ({ page, request }) => {
  await answerNotices(page);
  await logInForApi(page, 'demo');
  // Demo's cash is released as soon as it is signed for (no holding days), so the run gathers it today. Its COD fee
  // stays the standard one (1.5%, at least RM 3.00), priced into its orders: the other tests on this portal price
  // demo's COD orders so too.
  const terms = await request.post('/ops/v1/cod/terms', {
    headers: ops,
    data: { customerCode: 'MY10001', rateBp: 150, minSen: 300, cycle: 'weekly', holdDays: 0 },
  });
  expect(terms.status()).toBe(200);
  // A first run bills the seeded month's COD, so the bill below holds exactly the two parcels of this test.
  expect((await request.post('/ops/v1/cod/remit', { headers: ops, data: { customerCode: 'MY10001' } })).status()).toBe(200);
  const first = await placeOrder(page, { codSen: 13_334 });
  const second = await placeOrder(page, { codSen: 25_000 });
  for (const waybillNo of [first, second])
    await sendScans(request, waybillNo, [
      { scanCode: 200, minutes: -30, courier: 'C07 Farid' },
      { scanCode: 100, minutes: -1, signerName: 'Aminah' },
    ]);

  // Signed: the cash is collected, not yet in a bill.
  await page.goto('/finance/codManagement');
  await expect(page.getByRole('heading', { name: 'COD management' })).toBeVisible();
  await page.getByLabel('Waybill numbers').fill(`${first}\n${second}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const firstRow = page.getByRole('row').filter({ hasText: first });
  await expect(firstRow).toContainText('Collected');
  await expect(firstRow).toContainText('RM 133.34');

  // The finance desk's run: the bill is made and paid into demo's bank account by the sandbox bank.
  const run = await request.post('/ops/v1/cod/remit', { headers: ops, data: { customerCode: 'MY10001' } });
  expect(run.status()).toBe(200);
  // The cash is paid back whole: the COD fee was charged with each order.
  expect((await run.json()).bills).toEqual([expect.objectContaining({ parcels: 2, netSen: 13_334 + 25_000 })]);
  // The filters live in the URL: the page loads again with them.
  await page.reload();
  await expect(firstRow).toContainText('Released');
  // 1.5% of RM 133.34 is RM 2.00, under the RM 3.00 minimum: RM 3.00 on the order, shown here; RM 133.34 paid back.
  await expect(firstRow).toContainText('RM 3.00');
  const billNo = (await firstRow.getByText(/^CB\d{14}$/).textContent())!;
  await expect(page.getByText('COD parcels by state')).toBeVisible();
  await page.screenshot({ path: '.artifacts/cod-management.png', fullPage: true });

  // The COD bill and its parcels.
  await page.goto('/finance/CODbill');
  const billRow = page.getByRole('row').filter({ hasText: billNo });
  await expect(billRow).toContainText('Released');
  await expect(billRow).toContainText('********5678');
  await billRow.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: `COD bill ${billNo}` });
  await expect(drawer.getByRole('row').filter({ hasText: first })).toContainText('RM 3.00');
  await expect(drawer.getByRole('row').filter({ hasText: second })).toContainText('RM 3.75');
  await expect(drawer.getByRole('row').filter({ hasText: second })).toContainText('RM 250.00');
  await page.screenshot({ path: '.artifacts/cod-bill.png', fullPage: true });

  // Its PDF, made in the background, from the download centre.
  await drawer.getByRole('button', { name: 'PDF' }).click();
  await expect(page.getByText(`The PDF of ${billNo} is being made`)).toBeVisible();
  await page.goto('/downloadCenter');
  const task = page.getByRole('row', { name: new RegExp(`${billNo}\\.pdf`) });
  await expect(task).toContainText('Ready', { timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await task.getByRole('button', { name: `Download ${billNo}.pdf` }).click();
  const path = test.info().outputPath('cod-bill.pdf');
  await (await downloading).saveAs(path);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('COD remittance bill');
  expect(text).toContain(billNo);
  expect(text).toContain(first);
  expect(text).toContain(second);
  expect(text).toContain('RM 3.75');
  expect(text).toContain('RM 133.34');
  expect(text).toContain('Released');
});
