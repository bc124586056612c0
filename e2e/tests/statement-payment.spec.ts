import { expect, test } from './portal.ts';
import { answerNotices, logIn, placeOrder, sendScans, seriousViolations } from './support.ts';

// Paying a monthly statement online (getPaymentPage.do, issue 17) as a monthly-account shipper does it:
// a parcel billed on account delivered three months ago goes on that month's statement (the administrator's
// by-hand run of the month-end job), the shipper presses "Pay online", pays at the sandbox bank, reads the
// result page and finds the statement Paid in its list. Three months back, so statements.spec's own run of
// this month finds its parcels unbilled, and no due date of this statement falls in this month.
const shot = (name: string) => ({ path: `/tmp/shots/${name}.png`, fullPage: true });

/** The Malaysian month `back` months before this one, YYYY-MM. */
function monthsAgo(back: number): string {
  const [y, m] = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 7);
}

test('a monthly-account shipper pays its statement online at the bank and the list reads Paid', async ({ page, request }) => {
  await answerNotices(page);
  // The statement is overdue from the moment it is made (its due date has passed): its reminder is closed whenever it shows.
  const reminder = page.getByRole('dialog', { name: 'Overdue bill reminder' });
  await page.addLocatorHandler(reminder, (dialog) => dialog.getByRole('button', { name: 'Close' }).last().click());
  await logIn(page, 'acme_ops');
  const waybill = await placeOrder(page, { payMethod: 'PM', senderName: 'Acme Electronics (M) Sdn Bhd' });
  const month = monthsAgo(3);
  const deliveredIn = Math.round((Date.parse(`${month}-15T12:00:00+08:00`) - Date.now()) / 60_000);
  await sendScans(request, waybill, [
    { scanCode: 10, minutes: deliveredIn - 120 },
    { scanCode: 100, minutes: deliveredIn, signerName: 'Aminah' },
  ]);
  const login = await request.post('/api/login.do', { data: { parameter: { loginCode: 'admin', loginPassword: 'Admin1234' } } });
  const adminToken = ((await login.json()) as { data: { token: string } }).data.token;
  const run = await request.post('/api/statements/runBilling.do', {
    headers: { authToken: adminToken, lang: 'en' },
    data: { parameter: { month } },
  });
  expect(await run.json()).toMatchObject({ success: true, data: { statements: 1, lines: 1 } });

  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  const item = menu.getByRole('menuitem', { name: 'Monthly statements', exact: true });
  if (!(await item.isVisible())) await menu.getByText('Finance', { exact: true }).click();
  await item.click();
  await expect(page.getByRole('heading', { name: 'Monthly statements', level: 1 })).toBeVisible();
  const listUrl = page.url();
  const row = page.getByRole('row').filter({ hasText: month });
  await expect(row).toContainText('Unpaid');
  const billNo = (await row.innerText()).match(/MS\d{10}/)?.[0] ?? '';
  expect(billNo).not.toBe('');
  const pay = row.getByRole('button', { name: 'Pay online' });
  await expect(pay).toBeVisible();
  await page.screenshot(shot('statement-payment-list'));

  await pay.click();
  // The bank's own page, for the statement's total.
  await expect(page).toHaveURL(/\/sandbox-bank\/bills\/sb[0-9a-f]+$/);
  await expect(page.getByText(`Monthly statement ${billNo} (${month})`)).toBeVisible();
  await page.screenshot(shot('statement-payment-bank'));
  await page.getByLabel('Bank').selectOption('Public Bank');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/paymentResult\?paymentId=/);
  await expect(page.getByText(`Online payment: Statement ${billNo}`)).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Statement ${billNo} now reads Paid.`);
  await page.screenshot(shot('statement-payment-result'));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(listUrl);
  const paid = page.getByRole('row').filter({ hasText: billNo });
  await expect(paid).toContainText('Paid');
  await expect(paid).not.toContainText('Unpaid');
  await expect(paid.getByRole('button', { name: 'Pay online' })).toHaveCount(0);
  await page.screenshot(shot('statement-payment-paid'));
});
